import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { MobileMoneyProvider } from '../mobile-money/provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxCallback, type SandboxGateway } from './sandbox-gateway';

const callbackSchema = z.object({ reference: z.string().min(1).max(100) });

/** Whether `signature` is the one `body` carries under `secret`, compared in constant time. */
function signatureHolds(body: Buffer, signature: string | string[] | undefined, secret: string): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signSandboxCallback(body.toString('utf8'), secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The sandbox gateway as the merchant's provider: its calls stay in this process, its callbacks are signed HTTP posts. */
export function createSandboxProvider(gateway: SandboxGateway, { secret, publicUrl }: { secret: string; publicUrl: string }): MobileMoneyProvider {
  return {
    name: 'sandbox',
    requestPayment: async (request) => gateway.requestPayment(request),
    checkPayment: async (reference) => gateway.checkPayment(reference),
    async readCallback(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<string | null> {
      if (!signatureHolds(rawBody, headers[SANDBOX_SIGNATURE_HEADER], secret)) return null;
      try {
        const parsed = callbackSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
        return parsed.success ? parsed.data.reference : null;
      } catch {
        return null;
      }
    },
    async promptPageUrl(reference: string): Promise<string | null> {
      const token = await gateway.tokenOf(reference);
      return token ? `${publicUrl}/sandbox/phone/${token}` : null;
    },
  };
}
