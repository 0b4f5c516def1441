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

describe('the page the document opens at', () => {
  /** How the browser says this document was opened. */
  function openedBy(type: NavigationTimingType) {
    const entries = [{ type } as unknown as PerformanceEntry];
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => entries });
  }

  function openAt(url: string) {
    // Where the customer was on this entry before (the router's key of the first entry is 'default').
    window.sessionStorage.setItem('scroll-positions', JSON.stringify([['default', 900]]));
    render(
      <MemoryRouter initialEntries={[url]}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );
  }

  afterEach(() => {
    Reflect.deleteProperty(performance, 'getEntriesByType');
    jest.restoreAllMocks();
  });

  it.each(['navigate', 'reload'] as const)('stays at its top when opened by its address or a link (%s), whatever was saved', (type) => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openedBy(type);
    openAt('/menu');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
  });

  it('forgets where a reloaded page was, so Forward to it later opens it at its top too', () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openedBy('reload');
    openAt('/menu');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem('scroll-positions')).toBe('[]');
  });

  it('goes back where the customer was when Back or Forward opened it', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openedBy('back_forward');
    openAt('/menu');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('still returns to it on Back after a reload, once the customer has moved on', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    openedBy('reload');
    openAt('/');
    scrollPageTo(1200);
    act(() => navigate('/menu'));
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });
});

it('starts a page a redirect opens at its top, and keeps the position when the same page is replaced', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/user/dashboard']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
  scrollPageTo(700);
  act(() => navigate('/auth/login', { replace: true }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollTo.mockClear();
  act(() => navigate('/auth/login?next=%2Fcart', { replace: true }));
  expect(scrollTo).not.toHaveBeenCalled();
});
