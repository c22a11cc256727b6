import type { Plugin } from 'vite';

/** Where zod creates its shared settings object, the first time any of its modules loads. */
const SETTINGS = '(_a.__zod_globalConfig = {})';

/**
 * zod compiles object schemas with `new Function` when it can, and to find out it tries once:
 * under the server's Content-Security-Policy (no 'unsafe-eval') that try is reported as a
 * violation. The browser bundle starts zod with `jitless` set, as `z.config({ jitless: true })`
 * would, before anything can parse; parsing a form is no slower to notice.
 */
export function zodWithoutEval(): Plugin {
  let seen = false;
  return {
    name: 'giglane:zod-without-eval',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(SETTINGS))
        this.error(`zod's settings are no longer made as ${SETTINGS}: update ${import.meta.url}`);
      seen = true;
      return code.replace(SETTINGS, '(_a.__zod_globalConfig = { jitless: true })');
    },
    buildEnd() {
      if (!seen) this.warn('zod was not bundled: nothing to make jitless');
    },
  };
}
