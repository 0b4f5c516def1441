/** Written by webpack.config.mjs at build time: each remote's exposed modules, by federation id (`shop/routes`). */
declare module 'virtual:remote-modules' {
  export const remoteModules: Readonly<Record<string, () => Promise<unknown>>>;
}
