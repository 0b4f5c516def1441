import styled from '@emotion/styled';
import { mobileNetworkNames, mobileNetworks } from '@storefront/api-client';
import { Field, Select, TextInput } from '@storefront/ui';
import { useAtom } from 'jotai';
import { isMobileNetwork, networkOfNumber, withNumber, type MobileMoneyEntry, type MobileMoneyProblem } from '../logic/mobile-money';
import { mobileMoneyAtom, mobileMoneyProblemAtom } from '../state/checkout-options';

/** One field under another, each control the width of the cart (a phone's whole width). */
const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  margin-top: 12px;
`;

/**
 * The number the prompt goes to and its network, fields of the checkout form (`form`), so a form
 * sent without scripts carries them. The network follows the number as it is typed, and can be
 * chosen by hand (a number kept when moving network); a form sent before the app is in cannot
 * follow it, so the cart's action does (sentMobileMoney). `sentProblem` is why the cart's action did
 * not send a prompt to a form sent without scripts; shown until the customer changes the fields.
 */
export function MobileMoneyFields({ entry, form, sentProblem }: { entry: MobileMoneyEntry; form: string; sentProblem?: MobileMoneyProblem }) {
  const [typed, setEntry] = useAtom(mobileMoneyAtom);
  const [problem, setProblem] = useAtom(mobileMoneyProblemAtom);
  const shown = problem ?? (typed === null ? sentProblem : undefined);
  const change = (next: MobileMoneyEntry) => {
    setEntry(next);
    setProblem(null);
  };
  const errorOf = (field: MobileMoneyProblem['field']) => (shown?.field === field ? shown.message : undefined);

  return (
    <Fields>
      <Field label="Mobile money number" required hint="The prompt to approve with your PIN goes to this phone." error={errorOf('phone')} announceError>
        {(control) => (
          <TextInput
            {...control}
            form={form}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={entry.phone}
            onChange={(event) => change(withNumber(entry, event.target.value))}
          />
        )}
      </Field>
      <Field label="Network" required error={errorOf('network')} announceError>
        {(control) => (
          <Select
            {...control}
            form={form}
            name="network"
            value={entry.network}
            onChange={(event) => change({ ...entry, network: isMobileNetwork(event.target.value) ? event.target.value : '' })}
          >
            <option value="">Choose the network</option>
            {mobileNetworks.map((network) => (
              <option key={network} value={network}>
                {mobileNetworkNames[network]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {/* The network the page took from the number it shows: a form sent before the app is in tells by it whether the customer chose one by hand. */}
      <input type="hidden" form={form} name="guessed_network" value={networkOfNumber(entry.phone) ?? ''} />
    </Fields>
  );
}
