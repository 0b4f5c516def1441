import { addToCartAtom, cartOpenAtom, sessionAtom, SlotProvider, storefrontStore, type Product } from '@storefront/contract';
import { fakeApi, renderWithProviders } from '@storefront/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { SiteLayout } from '../components/site-layout';
import { LOGOUT_PATH, logoutAction } from '../logout';

const meal: Product = {
  id: 1,
  uuid: 'meal-1',
  name: 'Nshima with beef',
  description: null,
  price: 85,
  preparation_time: 1,
  image: [],
  category: { name: 'Local' },
  vendor: { uuid: 'v1', name: 'Mama Kitchen' },
};

const session = { token: 't', user: { first_name: 'Mutale', last_name: 'Banda', email: 'm@example.com' } };

/** The layout around a page, in a data router with the host's Logout route, as the host runs it. */
function renderLayout(route = '/', store: typeof storefrontStore = createStore()) {
  const router = createMemoryRouter(
    [
      { path: LOGOUT_PATH, action: logoutAction },
      {
        path: '*',
        element: (
          <SlotProvider render={(name) => <div data-slot={name}>slot {name}</div>}>
            <SiteLayout>
              <h1>Page</h1>
            </SiteLayout>
          </SlotProvider>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, user, router };
}

describe('SiteLayout', () => {
  it('has the header links the product defines and the Info dropdown', async () => {
    const { user } = renderLayout();
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Menu', 'Catering', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(nav).getByRole('button', { name: /Info/ }));
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
  });

  it('gives the focus back to the Info button when Escape closes its list from one of its links', async () => {
    const { user } = renderLayout();
    const info = screen.getByRole('button', { name: /Info/ });
    await user.click(info);
    await user.tab();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
    expect(info).toHaveFocus();
    expect(info).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the total item count on the cart badge and opens the drawer slot', async () => {
    const { store, user } = renderLayout();
    act(() => {
      store.set(addToCartAtom, meal);
      store.set(addToCartAtom, meal);
    });
    const cart = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(cart).toHaveTextContent('2');
    act(() => store.set(cartOpenAtom, false));
    expect(screen.queryByText('slot cart-drawer')).not.toBeInTheDocument();
    await user.click(cart);
    expect(screen.getByText('slot cart-drawer')).toBeInTheDocument();
    // Until the app is in (no click handler yet), the button sends a form that opens the cart page.
    expect(cart.closest('form')).toHaveAttribute('action', '/cart');
    expect(cart.closest('form')).toHaveAttribute('method', 'get');
  });

  it("opens a page with each menu's first choice until the app is in (its button sends a form asking for that page)", () => {
    const { store } = renderLayout();
    expect(screen.getByRole('button', { name: /Account/ }).closest('form')).toHaveAttribute('action', '/auth/login');
    expect(screen.getByRole('button', { name: /Info/ }).closest('form')).toHaveAttribute('action', '/about');
    act(() => store.set(sessionAtom, { user: { first_name: 'Mwila', last_name: 'Banda', email: 'm@example.com' } }));
    expect(screen.getByRole('button', { name: /Account/ }).closest('form')).toHaveAttribute('action', '/user/dashboard');
  });

  it('offers Login and Sign Up when signed out', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: /Account/ }));
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Dashboard, Profile and Logout when signed in', async () => {
    const { store, user } = renderLayout();
    act(() => store.set(sessionAtom, session));
    await user.click(screen.getByRole('button', { name: /Account/ }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends the Logout form, which ends the session on the server, and says it is at work until the answer comes', async () => {
    // The server's answer never comes here: the page would load again after it.
    const api = fakeApi({ 'POST /logout': () => new Promise(() => undefined) });
    const { user } = renderLayout('/menu', storefrontStore);
    act(() => storefrontStore.set(sessionAtom, session));
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(api.sentTo('POST /logout')).toHaveLength(1));
    expect(api.sentTo('POST /logout')[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveAttribute('aria-busy', 'true');
  });

  it('has the footer frame with the default locations and 2024, and the tab bar', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    for (const place of ['Lusaka', 'Livingstone', 'Kitwe', 'Ndola']) {
      expect(within(footer).getByText(place)).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent('© 2024');
    expect(within(footer).getByText('slot footer-content')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Menu', 'Cart', 'Catering Menu']);
  });

  it('opens the full-screen mobile menu, keeps the focus in it, and closes it on Escape', async () => {
    const { user } = renderLayout();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Catering' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    // The footer's columns (Careers, Support, the policies, the apps) come from the content area.
    expect(within(menu).getByText('slot footer-content')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Round the whole menu and further: the focus never leaves it.
    const controls = within(menu).getAllByRole('link').length + 1;
    for (let presses = 0; presses <= controls; presses += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens and closes the mobile menu by forms back to the page, which the browser sends before the app is in', () => {
    renderLayout('/menu?q=nshima');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener).toHaveAttribute('type', 'submit');
    expect(opener).toHaveAttribute('name', 'open');
    expect(opener).toHaveAttribute('value', 'menu');
    const form = opener.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/menu');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ q: 'nshima' });
  });

  it('is open on a page asked for with it open, and closing it takes that off the address', async () => {
    const { user, router } = renderLayout('/menu?q=nshima&open=menu');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    const closeForm = close.closest('form');
    expect(closeForm).toHaveAttribute('action', '/menu');
    expect(Object.fromEntries(new FormData(closeForm ?? undefined))).toEqual({ q: 'nshima' });
    await user.click(close);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=nshima');
  });

  it('closes the cart drawer when another page opens, whether or not its code was in yet', async () => {
    const store = createStore();
    store.set(cartOpenAtom, true);
    const { router } = renderLayout('/menu', store);
    expect(screen.getByText('slot cart-drawer')).toBeInTheDocument();
    await act(() => router.navigate('/cart'));
    expect(store.get(cartOpenAtom)).toBe(false);
    expect(screen.queryByText('slot cart-drawer')).not.toBeInTheDocument();
  });

  it("closes the mobile menu when one of the footer's links is followed", async () => {
    const { user } = renderWithProviders(
      <SlotProvider render={(name) => (name === 'footer-content' ? <Link to="/careers">Careers</Link> : null)}>
        <SiteLayout>
          <h1>Page</h1>
        </SiteLayout>
      </SlotProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Careers' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows only the brand, leading home, on /auth pages', () => {
    renderLayout('/auth/login');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/']);
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
  });
});
