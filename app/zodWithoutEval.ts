// Imported first by main.tsx, before any module can load zod.
//
// zod 4 probes `new Function('')` when it builds an object schema, to compile faster parsers;
// under this app's CSP (`script-src 'self'`, no 'unsafe-eval') the probe is refused and reported
// as a `script-src eval` violation even though zod catches it. `jitless` skips the probe and
// the compiled parsers. zod reads its settings from this global when it loads (zod/v4/core),
// so setting it here needs no import of zod, which stays out of the first load.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
