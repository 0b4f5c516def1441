// @ts-check
/**
 * The browser's `/config.json`, the same from the production and the dev server (plain JavaScript: webpack's configuration loads it).
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
