// `use-sync-external-store/shim` for the embed runtime. SWR's infinite hook imports the shim for React
// 17; on React 18+ the shim hands back React's own hook, and preact/compat has that hook, so the
// runtime skips the shim's fallback code (size: the industry search's 40 KB budget).
export { useSyncExternalStore } from 'preact/compat';
