// Keeps the app inside its Content-Security-Policy (index.html), which forbids building code from
// text: zod's schema fast path compiles with new Function, and even its caught probe is reported.
// main.tsx imports this first, so it runs before any schema is built or used. zod reads its
// settings from this global (shared by every copy of zod on a page), so the shell loads no zod.

const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
