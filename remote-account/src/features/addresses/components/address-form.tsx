import styled from '@emotion/styled';
import { Field, FormAlert, FormSection, PrimaryButton, StackedForm, TextButton, TextInput, theme } from '@storefront/ui';
import { Combobox } from '@storefront/ui/combobox';
import { isSignedInAtom, showToastAtom } from '@storefront/contract';
import { ADDRESS_LINE_MAX_LENGTH, type Address, type Place } from '@storefront/api-client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useImperativeHandle, useReducer, useRef, useState, type FormEvent, type Ref } from 'react';
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

const Place = styled.span`
  display: flex;
  flex-direction: column;
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
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(handle, () => ({ focusSearch: () => input.current?.focus() }), []);

  const Heading = `h${headingLevel}` as const;
  const messageId = `${id}-message`;
  const locked = variant === 'page' && choice.place !== null;

  const lookUp = (query: string) => {
    setOpen(true);
    search(query);
  };

  const choose = (place: Place) => {
    dispatch({ type: 'chose', place });
    setOpen(false);
    setProblem(undefined);
    cancel();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = addressSubmissionProblem(choice, { variant, signedIn });
    setProblem(reason);
    const { place } = choice;
    // A missing choice is said once, in the form's message (no toast).
    if (reason || !place) return;
    setSaving(true);
    const outcome = await saveAddress(addressPayload({ ...choice, place }, variant));
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
        <Field label="Search address" invalid={Boolean(problem) && !choice.place} describedBy={problem ? messageId : undefined}>
          {(control, { labelId }) => (
            <>
              <Combobox
                {...control}
                labelId={labelId}
                inputRef={input}
                listLabel="Address suggestions"
                items={locked ? [] : suggestions}
                itemToKey={(place) => place.id}
                itemToString={(place) => place?.description ?? ''}
                renderItem={(place) => (
                  <Place>
                    <span>{place.description}</span>
                    {place.area ? <small>{place.area}</small> : null}
                  </Place>
                )}
                readOnly={locked}
                inputValue={choice.query}
                onFocus={() => {
                  if (!locked) lookUp(choice.query);
                }}
                onInputChange={(query) => {
                  dispatch({ type: 'typed', query });
                  lookUp(query);
                }}
                onSelect={choose}
                open={open && !locked}
                onOpenChange={(nowOpen) => {
                  if (!nowOpen) setOpen(false);
                  else if (!locked && !open) lookUp(choice.query);
                }}
              />
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
            </>
          )}
        </Field>
        {variant === 'page' ? (
          <Field label="City or location" invalid={problem === LOCATION_REQUIRED_MESSAGE} describedBy={problem === LOCATION_REQUIRED_MESSAGE ? messageId : undefined}>
            {(control) => (
              <TextInput
                {...control}
                type="text"
                autoComplete="address-level2"
                required
                value={choice.location}
                onChange={(event) => dispatch({ type: 'location', location: event.target.value })}
              />
            )}
          </Field>
        ) : null}
        <Field
          label="House, plot or landmark (optional)"
          hint="How a rider finds your door, e.g. Plot 12, blue gate opposite the school"
        >
          {(control) => (
            <TextInput
              {...control}
              type="text"
              autoComplete="address-line2"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
              value={choice.line}
              onChange={(event) => dispatch({ type: 'line', line: event.target.value })}
            />
          )}
        </Field>
        <FormAlert id={messageId} message={problem} />
        <PrimaryButton type="submit" disabled={saving} aria-busy={saving || undefined}>
          Save Address
        </PrimaryButton>
      </StackedForm>
    </FormSection>
  );
}
