import { z } from 'zod';

/** The dial code the phone pickers start with. */
export const DEFAULT_DIAL_CODE = '+260';

/** One entry of the dial-code picker; several countries may share a dial code (+1, +44). */
export const countryDialCodeSchema = z.object({
  name: z.string().min(1),
  dial_code: z.string().regex(/^\+\d[\d -]*$/),
  emoji: z.string().min(1),
  code: z.string().regex(/^[A-Za-z]{2}$/).transform((code) => code.toUpperCase()),
});

export const countryDialCodesSchema = z.array(countryDialCodeSchema);

export type CountryDialCode = z.infer<typeof countryDialCodeSchema>;
