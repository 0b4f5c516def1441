import styled from '@emotion/styled';
import {
  FormAlert,
  FormField,
  FormSection,
  nextActiveIndex,
  PrimaryButton,
  StackedForm,
  TextButton,
  TextInput,
  theme,
} from '@storefront/ui';
import { isSignedInAtom, showToastAtom } from '@storefront/contract';
import { type Address, type Place } from '@storefront/api-client';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  useId,
  useImperativeHandle,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { saveAddress } from '../api/save-address';
import {
  addressChoiceReducer,
  addressPayload,
  addressSubmissionProblem,
  emptyAddressChoice,
  LOCATION_REQUIRED_MESSAGE,
  type AddressFormVariant,
} from '../state/address-choice';
import { usePlaceSuggestions } from '../state/use-place-suggestions';

const SearchBox = styled.div`
  position: relative;
`;

const Suggestions = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 260px;
  overflow-y: auto;
  margin: 0;
  padding: 4px;
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
`;

const Suggestion = styled.li<{ active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: 8px 10px;
  border-radius: 6px;
  cursor: pointer;
  background: ${(p) => (p.active ? theme.color.brandSoft : 'transparent')};
  small { color: ${theme.color.muted}; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

export interface AddressFormProps {
  /** Called with the new address once it is saved (the cart then selects it). */
  onSaved?: (address: Address) => void;
  /**
   * 'overlay' (the cart's add-address pop-up): a place must be chosen ('Please select an address').
   * 'page' (/user/address): the choice is required ('Please select an address from the dropdown'),
   * the address field is read-only once chosen, and a 'City or location' field is required.
   */
  variant?: AddressFormVariant;
  headingLevel?: 1 | 2 | 3;
  /** Lets the owner move the focus to the search field (the address list's 'Add Address' button). */
  handle?: Ref<AddressFormHandle>;
}

export interface AddressFormHandle {
  focusSearch: () => void;
}

/**
 * Adds a delivery address: the customer searches places (the backend's place search, 300 ms after
 * the last keystroke, suggestions from the first focus), picks one, and saves it with its
 * coordinates. Its state is a chosen suggestion rather than free-typed fields, so it is kept in a
 * reducer (tested on its own) instead of react-hook-form.
 */
export function AddressForm({ onSaved, variant = 'overlay', headingLevel = 2, handle }: AddressFormProps) {
  const id = useId();
  const signedIn = useAtomValue(isSignedInAtom);
  const toast = useSetAtom(showToastAtom);
  const [choice, dispatch] = useReducer(addressChoiceReducer, emptyAddressChoice);
  const { suggestions, status, search, cancel } = usePlaceSuggestions();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(handle, () => ({ focusSearch: () => input.current?.focus() }), []);

  const Heading = `h${headingLevel}` as const;
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-place-${index}`;
  const messageId = `${id}-message`;
  const locked = variant === 'page' && choice.place !== null;
  const listShown = open && !locked && suggestions.length > 0;

  const lookUp = (query: string) => {
    setOpen(true);
    setActive(-1);
    search(query);
  };

  const choose = (place: Place) => {
    dispatch({ type: 'chose', place });
    setOpen(false);
    setActive(-1);
    setProblem(undefined);
    cancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked) return;
    if (event.key === 'Escape' && open) {
      // Only the suggestions close: a dialog around the form leaves Escape alone while the field says
      // aria-expanded="true" (the list is shown), so a second Escape closes the dialog.
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'Enter' && listShown && active >= 0) {
      event.preventDefault();
      const place = suggestions[active];
      if (place) choose(place);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        lookUp(choice.query);
        return;
      }
      setActive((current) => nextActiveIndex(current, event.key, suggestions.length) ?? current);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = addressSubmissionProblem(choice, { variant, signedIn });
    setProblem(reason);
    if (reason || !choice.place) {
      if (reason) toast(reason, 'error');
      return;
    }
    setSaving(true);
    const outcome = await saveAddress(addressPayload(choice.place, variant, choice.location));
    setSaving(false);
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (!outcome.ok) return;
    dispatch({ type: 'reset' });
    onSaved?.(outcome.address);
  };

  return (
    <FormSection aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>Add New Address</Heading>
      <StackedForm noValidate onSubmit={onSubmit}>
        <FormField>
          <label htmlFor={`${id}-search`}>Search address</label>
          <SearchBox>
            <TextInput
              ref={input}
              id={`${id}-search`}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={listboxId}
              aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
              aria-invalid={problem && !choice.place ? true : undefined}
              aria-describedby={problem ? messageId : undefined}
              readOnly={locked}
              value={choice.query}
              onFocus={() => {
                if (!locked) lookUp(choice.query);
              }}
              onBlur={() => setOpen(false)}
              onChange={(event) => {
                dispatch({ type: 'typed', query: event.target.value });
                lookUp(event.target.value);
              }}
              onKeyDown={onKeyDown}
            />
            <Suggestions id={listboxId} role="listbox" aria-label="Address suggestions" hidden={!listShown}>
              {suggestions.map((place, index) => (
                <Suggestion
                  key={place.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  active={index === active}
                  // Keeps the focus in the field, so its blur does not close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(place)}
                >
                  <span>{place.description}</span>
                  {place.area ? <small>{place.area}</small> : null}
                </Suggestion>
              ))}
            </Suggestions>
          </SearchBox>
          {open && !locked && (status === 'ready' || status === 'failed') && suggestions.length === 0 ? (
            <Hint role="status">No places found</Hint>
          ) : null}
          {locked ? (
            <TextButton
              type="button"
              css={{ alignSelf: 'flex-start' }}
              onClick={() => {
                dispatch({ type: 'cleared' });
                lookUp('');
                input.current?.focus();
              }}
            >
              Change address
            </TextButton>
          ) : null}
        </FormField>
        {variant === 'page' ? (
          <FormField>
            <label htmlFor={`${id}-location`}>City or location</label>
            <TextInput
              id={`${id}-location`}
              type="text"
              autoComplete="address-level2"
              required
              aria-invalid={problem === LOCATION_REQUIRED_MESSAGE ? true : undefined}
              aria-describedby={problem === LOCATION_REQUIRED_MESSAGE ? messageId : undefined}
              value={choice.location}
              onChange={(event) => dispatch({ type: 'location', location: event.target.value })}
            />
          </FormField>
        ) : null}
        <FormAlert id={messageId} message={problem} />
        <PrimaryButton type="submit" disabled={saving} aria-busy={saving || undefined}>
          Save Address
        </PrimaryButton>
      </StackedForm>
    </FormSection>
  );
}
