// @ts-check
/**
 * Builds the browser's `/config.json` from the host's environment. Shared by the production server
 * and the dev server so both answer the same. Plain JavaScript because webpack's config loads it too.
 * @param {Record<string, string | undefined>} env
 */
export function runtimeConfigFromEnv(env) {
  /** @param {string} key */
  const required = (key) => {
    const value = env[key];
    if (!value) throw new Error(`The host needs ${key} in its environment`);
    return value;
  };
  return {
    apiUrl: env.PUBLIC_API_URL || '/api',
    contentUrl: env.PUBLIC_CONTENT_URL || '/api',
    remotes: {
      shop: required('SHOP_MANIFEST_URL'),
      account: required('ACCOUNT_MANIFEST_URL'),
      content: required('CONTENT_MANIFEST_URL'),
      careers: required('CAREERS_MANIFEST_URL'),
    },
    ...(env.MAPS_API_KEY ? { mapsKey: env.MAPS_API_KEY } : {}),
  };
}
