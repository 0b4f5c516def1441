import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DialCodePicker } from './dial-code-picker';

/** A form's phone row as the registration and profile forms hold it: the country in its state. */
function PhoneRow({ start = 'ZM' }: { start?: string }) {
  const [country, setCountry] = useState(start);
  return (
    <form aria-label="Phone">
      <DialCodePicker value={country} onChange={(chosen) => setCountry(chosen.code)} />
    </form>
  );
}

const sent = () => Object.fromEntries(new FormData(screen.getByRole('form', { name: 'Phone' }) as HTMLFormElement));

describe('DialCodePicker', () => {
  it("is the browser's own list of countries in the server's HTML, which a form sends without any script", () => {
    const html = renderToString(<PhoneRow start="GB" />);
    expect(html).toMatch(/<select[^>]*name="country"[^>]*aria-label="Country code"/);
    expect(html).toContain('<option value="GB" selected="">United Kingdom +44</option>');
    expect(html).toContain('<option value="ZM">Zambia +260</option>');
    expect(html).not.toContain('<button');
  });

  it('is the searchable picker once the app is in, with the country and its dial code as the form fields', async () => {
    const user = userEvent.setup();
    render(<PhoneRow />);
    expect(screen.queryByRole('combobox', { name: 'Country code' })).not.toBeInTheDocument();
    expect(sent()).toEqual({ country: 'ZM', code: '+260' });
    await user.click(screen.getByRole('button', { name: 'ZM +260, country code: Zambia' }));
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), 'united k');
    await user.click(within(screen.getByRole('listbox', { name: 'Countries' })).getByRole('option', { name: 'United Kingdom +44' }));
    expect(sent()).toEqual({ country: 'GB', code: '+44' });
  });

  it('keeps a country chosen in the list before the app came in', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<PhoneRow />);
    const select = container.querySelector('select');
    if (!select) throw new Error('no list of countries');
    select.value = 'GB';
    await act(async () => {
      hydrateRoot(container, <PhoneRow />);
    });
    expect(screen.getByRole('button', { name: 'GB +44, country code: United Kingdom' })).toBeInTheDocument();
    expect(sent()).toEqual({ country: 'GB', code: '+44' });
    container.remove();
  });
});
