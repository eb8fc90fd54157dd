// The API client's hook suites, run on the embed's shims of SWR and openapi-fetch (vitest.config.ts
// maps them as the embed build does): widgets on a partner page get the caching, paging and mutate
// behaviour those suites pin down for the real packages.
import '../../../../api-client/src/hooks/hooks.test';
import '../../../../api-client/src/hooks/natcat.test';
import '../../../../api-client/src/hooks/reports.test';
