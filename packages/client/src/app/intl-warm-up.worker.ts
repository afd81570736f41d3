// The Intl warm-up off the page's thread (`warmFormattersSoon`): this worker runs in the page's
// own process, and V8 keeps the locale data and the sets of available locales per process, not
// per thread, so once it has made the formatters the page's own first ones find all of that
// ready. Then it says so, and ends.
import { INTL_WARM_UP_STEPS } from './intl-warm-up-steps';

for (const step of INTL_WARM_UP_STEPS) step();
postMessage('warm');
close();
