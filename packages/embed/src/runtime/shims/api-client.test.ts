// @vitest-environment node
// The API client's request suites (node, as in their own project), run on the embed's shim of
// openapi-fetch: vitest.config.ts maps it as the embed build does, so widgets on a partner page make
// the requests, run the middleware and read the answers exactly as those suites pin down.
import '../../../../api-client/src/client.test';
import '../../../../api-client/src/learning.test';
import '../../../../api-client/src/pagination.test';
import '../../../../api-client/src/token.test';
import '../../../../api-client/src/uploads.test';
