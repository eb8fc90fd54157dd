// The API client's hook suites, run on the embed's SWR shim (vitest.config.ts maps `swr` to it as
// the embed build does): the widgets in a partner page get the caching, paging and mutate
// behaviour those suites pin down for the real SWR.
import '../../../../api-client/src/hooks/hooks.test';
import '../../../../api-client/src/hooks/natcat.test';
import '../../../../api-client/src/hooks/reports.test';
