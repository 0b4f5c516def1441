require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');

// jsdom lacks these; react-router needs them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Every test starts with an empty localStorage, so stored carts and sessions never leak between tests.
beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// jest-fixed-jsdom gives the page Node's FormData and Blob but jsdom's File, which Node's FormData
// refuses; a browser has one File class, so the tests use Node's.
if (typeof window !== 'undefined') {
  Object.assign(globalThis, { File: require('node:buffer').File });
}

// Node's FormData (which jest-fixed-jsdom gives the page, for fetch's Request) takes no form, as a
// browser's does: React Router's <Form> reads the form sent as `new FormData(form, submitter)`. This
// reads a form's fields as the browser does (named, enabled, checked ones, the files chosen, and the
// button that sent it), over Node's FormData, so the tests send forms as a browser would.
if (typeof window !== 'undefined') {
  const NodeFormData = globalThis.FormData;
  const notSent = new Set(['submit', 'button', 'reset', 'image']);
  class FormDataOfForm extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (!(form instanceof window.HTMLFormElement)) return;
      for (const field of form.elements) {
        if (!field.name || field.disabled || notSent.has(field.type)) continue;
        if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
        if (field.type === 'file') for (const file of field.files ?? []) this.append(field.name, file);
        else if (field instanceof window.HTMLSelectElement) for (const option of field.selectedOptions) this.append(field.name, option.value);
        else this.append(field.name, field.value);
      }
      if (submitter?.name) this.append(submitter.name, submitter.value);
    }
  }
  globalThis.FormData = FormDataOfForm;
}
