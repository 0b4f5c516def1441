import { formatZk, type Tip } from '@storefront/api-client';
import { answeredInPage, Skeleton } from '@storefront/ui';
import { useAtom } from 'jotai';
import { toggleTip } from '../logic/tip-choice';
import { tipIdAtom } from '../state/checkout-options';
import { CartForm } from './cart-form';
import { ChoiceButtons, SectionTitle } from './choice-buttons';

/** The tip buttons; while the settings that list them load (`loading`), their place is kept, so nothing below moves when they come. */
export function TipPicker({ tips, loading = false }: { tips: readonly Tip[]; loading?: boolean }) {
  const [selected, setSelected] = useAtom(tipIdAtom);
  if (loading) {
    // Only a shape: the order summary above already says the prices are loading.
    return (
      <div aria-hidden="true">
        <Skeleton height="1.25rem" width="6rem" css={{ margin: '20px 0 8px' }} />
        <Skeleton height="44px" width="16rem" radius="10px" />
      </div>
    );
  }
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="tip-picker-title">
      <SectionTitle id="tip-picker-title">Add a tip</SectionTitle>
      <ChoiceButtons role="group" aria-labelledby="tip-picker-title">
        <CartForm intent="tip">
          {tips.map((tip) => (
            <button
              key={tip.id}
              name="tip"
              value={tip.id}
              aria-pressed={selected !== null && String(selected) === String(tip.id)}
              onClick={answeredInPage(() => setSelected(toggleTip(selected, tip.id)))}
            >
              {formatZk(tip.value)}
            </button>
          ))}
        </CartForm>
      </ChoiceButtons>
    </section>
  );
}
