/**
 * The version of this contract, as in its package.json (a test keeps the two equal). Every app's
 * build records the contract range it was built against in its federation manifest; the host
 * compares that range with this version before it runs a remote's code.
 */
export const CONTRACT_VERSION = '1.2.0';
