/*
 * The frame's inline script (apps/portal/prerender.ts builds it and writes it after `#root`): it runs
 * as the markup is parsed, before the first paint.
 */
import { paintFrameGreeting } from './greeting';

paintFrameGreeting(document, new Date());
