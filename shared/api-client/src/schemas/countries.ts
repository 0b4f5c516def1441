import { z } from 'zod/mini';

/** The dial code the phone pickers start with. */
export const DEFAULT_DIAL_CODE = '+260';

/** One entry of the dial-code picker; several countries may share a dial code (+1, +44). */
export const countryDialCodeSchema = z.object({
  name: z.string().check(z.minLength(1)),
  dial_code: z.string().check(z.regex(/^\+\d[\d -]*$/)),
  code: z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    z.transform((code) => code.toUpperCase()),
  ),
});

export const countryDialCodesSchema = z.array(countryDialCodeSchema);

export type CountryDialCode = z.infer<typeof countryDialCodeSchema>;
