import styled from '@emotion/styled';
import { Field, FormAlert, FormSection, PrimaryButton, StackedForm, TextButton, TextInput, theme } from '@storefront/ui';
import { Combobox } from '@storefront/ui/combobox';
import { isSignedInAtom, showToastAtom } from '@storefront/contract';
import { ADDRESS_LINE_MAX_LENGTH, type Address, type Place } from '@storefront/api-client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useImperativeHandle, useReducer, useRef, useState, type FormEvent, type Ref } from 'react';
import { Form, useActionData, useNavigation } from 'react-router-dom';
import { ADD_ADDRESS, INTENT_FIELD, type AddressActionData, type AddressAddAnswer } from '../api/address-action';
import { FROM_FIELD } from '../logic/address-page-query';
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

const Saved = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
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
  /**
   * The form is the page's and its action saves it (AddressPageForm): what the action answered and
   * whether it is at work. Without it the form saves the address itself (the cart's overlay).
   */
  pageForm?: {
    answer: AddressAddAnswer | undefined;
    busy: boolean;
    /** The page of this site to go back to once the address is saved (the cart that sent the customer). */
    returnTo?: string | null;
  };
  /** The search field takes the focus as the page opens (the page was asked for with the form: `?open=address`). */
  autoFocus?: boolean;
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
export function AddressForm({ onSaved, variant = 'overlay', headingLevel = 2, handle, pageForm, autoFocus }: AddressFormProps) {
  const id = useId();
  const signedIn = useAtomValue(isSignedInAtom);
  const toast = useSetAtom(showToastAtom);
  const answer = pageForm?.answer;
  // A page sent without scripts shows again with what was typed.
  const [choice, dispatch] = useReducer(addressChoiceReducer, answer?.typed, (typed) =>
    typed ? { ...emptyAddressChoice, query: typed.address, location: typed.location, line: typed.line } : emptyAddressChoice,
  );
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

  // Saved through the page's action: the form starts again empty (the page reads the list again).
  const saved = answer?.ok ? answer : undefined;
  useEffect(() => {
    if (saved) dispatch({ type: 'reset' });
  }, [saved]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const reason = addressSubmissionProblem(choice, { variant, signedIn });
    setProblem(reason);
    // The page's form goes to its action unless something is to be fixed first.
    if (pageForm) {
      if (reason) event.preventDefault();
      return;
    }
    event.preventDefault();
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
      <StackedForm {...(pageForm ? { as: Form, method: 'post' } : {})} noValidate onSubmit={onSubmit}>
        {pageForm ? (
          <>
            <input type="hidden" name={INTENT_FIELD} value={ADD_ADDRESS} />
            {pageForm.returnTo ? <input type="hidden" name={FROM_FIELD} value={pageForm.returnTo} /> : null}
            {choice.place ? (
              <>
                <input type="hidden" name="latitude" value={choice.place.latitude} />
                <input type="hidden" name="longitude" value={choice.place.longitude} />
              </>
            ) : null}
          </>
        ) : null}
        <Field
          label="Search address"
          invalid={(Boolean(problem) && !choice.place) || (!problem && answer?.field === 'address')}
          describedBy={problem || answer?.field ? messageId : undefined}
        >
          {(control, { labelId }) => (
            <>
              <Combobox
                {...control}
                labelId={labelId}
                name="address"
                inputRef={input}
                autoFocus={autoFocus}
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
          <Field
            label="City or location"
            invalid={problem === LOCATION_REQUIRED_MESSAGE || (!problem && answer?.field === 'location')}
            describedBy={problem === LOCATION_REQUIRED_MESSAGE || answer?.field === 'location' ? messageId : undefined}
          >
            {(control) => (
              <TextInput
                {...control}
                name="location"
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
              name="address_line"
              type="text"
              autoComplete="address-line2"
              maxLength={ADDRESS_LINE_MAX_LENGTH}
              value={choice.line}
              onChange={(event) => dispatch({ type: 'line', line: event.target.value })}
            />
          )}
        </Field>
        <FormAlert id={messageId} message={problem ?? (answer && !answer.ok ? answer.message : undefined)} />
        {saved && !problem ? <Saved role="status">{saved.message}</Saved> : null}
        <PrimaryButton type="submit" disabled={saving || pageForm?.busy} aria-busy={saving || pageForm?.busy || undefined}>
          Save Address
        </PrimaryButton>
      </StackedForm>
    </FormSection>
  );
}

/**
 * The address page's add form: sent to the page's action, which saves it and shows the list again
 * saying so under the form (or why not), before the app is in and with scripts off too. The place
 * search is the running app's help; without scripts the address is typed. Sent on the way from
 * another page (the cart's Add Address), the action takes the customer back there once it is saved.
 */
export function AddressPageForm({
  handle,
  focused,
  returnTo,
}: {
  handle?: Ref<AddressFormHandle>;
  /** The page was asked for with the form (`?open=address`): its search field takes the focus. */
  focused?: boolean;
  /** The page that sent the customer here, to go back to once the address is saved. */
  returnTo?: string | null;
}) {
  const answered = useActionData<AddressActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === ADD_ADDRESS;
  const answer = answered?.intent === ADD_ADDRESS ? answered : undefined;
  return <AddressForm variant="page" headingLevel={2} handle={handle} autoFocus={focused} pageForm={{ answer, busy, returnTo }} />;
}
