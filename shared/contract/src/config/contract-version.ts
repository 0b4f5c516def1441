/**
 * The version of this contract, as in its package.json (a test keeps the two equal). Every app's
 * build records the contract range it was built against in its federation manifest; the host
 * compares that range with this version before it runs a remote's code.
 *
 * What each minor added: 2.1 slots read by the host in the browser too (`SlotModule.read`'s answer
 * is the widget's `initial` wherever it is shown), so a widget no longer reads for itself.
 */
export const CONTRACT_VERSION = '2.1.0';
