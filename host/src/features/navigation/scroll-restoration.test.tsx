import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
  window.sessionStorage.clear();
});

it('starts a new page at its top, and Back returns to where the customer was', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/menu?q=nshima']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
  scrollPageTo(1840);

  act(() => navigate('/food/1'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollPageTo(300);

  act(() => navigate(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1840);
  act(() => navigate(1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
});

it('leaves the position alone when only the query is replaced (typing a search)', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/menu']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  act(() => navigate('/menu?q=n', { replace: true }));
  expect(scrollTo).not.toHaveBeenCalled();
});
