/**
 * Imported for its effect by the component tests that render with `createRoot` inside `act()`: it
 * tells React that the test wraps its updates in `act()` (React reads `IS_REACT_ACT_ENVIRONMENT`),
 * so that React flushes them there and warns about an update outside it.
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export {};
