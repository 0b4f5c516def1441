import { BOOT_DATA_ID } from './boot-data-id';
import { readBootData } from './boot-data';

const config = { apiUrl: '/api', contentUrl: '/api', remotes: { shop: 'http://s/m.json', account: 'http://a/m.json', content: 'http://c/m.json', careers: 'http://r/m.json' } };

function pageWith(text: string | null): Document {
  const page = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_DATA_ID;
    script.textContent = text;
    page.body.append(script);
  }
  return page;
}

describe('readBootData', () => {
  it('reads the configuration and the router data the server rendered with', () => {
    const router = { loaderData: { 'shop:/menu': { meals: [] } }, actionData: null, errors: null };
    expect(readBootData(pageWith(JSON.stringify({ config, router, leftToBrowser: ['shop:/cart'] })))).toEqual({
      config,
      router,
      routes: {},
      leftToBrowser: ['shop:/cart'],
      builds: {},
      customer: null,
    });
  });

  it('reads the customer the page was rendered for, and none when it does not parse', () => {
    const router = { loaderData: {}, actionData: null, errors: null };
    const customer = { session: { user: { first_name: 'Chanda', last_name: 'Mwale', email: 'c@example.com' } }, cart: null };
    expect(readBootData(pageWith(JSON.stringify({ config, router, customer })))?.customer).toEqual(customer);
    const forged = { session: { user: { first_name: 1 } }, cart: null };
    expect(readBootData(pageWith(JSON.stringify({ config, router, customer: forged })))?.customer).toBeNull();
  });

  it("reads the builds of the remotes the server rendered with, leaving out what is not one", () => {
    const router = { loaderData: {}, actionData: null, errors: null };
    const data = { config, router, leftToBrowser: [], builds: { shop: '1x2y', content: 7 } };
    expect(readBootData(pageWith(JSON.stringify(data)))?.builds).toEqual({ shop: '1x2y' });
  });

  it("reads the paths of the remotes' pages, leaving unknown a remote whose list does not parse", () => {
    const router = { loaderData: {}, actionData: null, errors: null };
    const routes = { shop: ['/menu', '/kitchens'], content: '/', careers: [1], nowhere: ['/x'] };
    expect(readBootData(pageWith(JSON.stringify({ config, router, routes })))?.routes).toEqual({ shop: ['/menu', '/kitchens'] });
  });

  it('answers nothing for the app shell, or for data that does not parse', () => {
    expect(readBootData(pageWith(null))).toBeNull();
    expect(readBootData(pageWith('{not json'))).toBeNull();
    expect(readBootData(pageWith(JSON.stringify({ config: { apiUrl: 1 }, router: { loaderData: {} } })))).toBeNull();
    expect(readBootData(pageWith(JSON.stringify({ config, router: null })))).toBeNull();
  });
});
