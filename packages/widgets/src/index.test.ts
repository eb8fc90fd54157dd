import { describe, expect, it } from 'vitest';
import * as widgets from './index';

describe('@riskatlas/widgets public API', () => {
  it('exports exactly these names (a change here is a change to the published package)', () => {
    expect(Object.keys(widgets).sort()).toMatchInlineSnapshot(`
      [
        "Button",
        "CLASS_SLUGS_WITH_ICONS",
        "EmptyState",
        "FormField",
        "LocationSearch",
        "LoginForm",
        "LoginModal",
        "Modal",
        "NATCAT_AUTO_SELECT_DELAY_MS",
        "NATCAT_ZOOM",
        "NatCatCard",
        "NatCatChart",
        "NatCatPanel",
        "PLACE_SUGGESTION_DEBOUNCE_MS",
        "Portal",
        "PortalContainerProvider",
        "SafeHtml",
        "Spinner",
        "ToastProvider",
        "classActive",
        "classIconSlug",
        "classRoute",
        "classShownInCountry",
        "filterHazardIndexEntries",
        "filterInsuranceClasses",
        "htmlHasText",
        "loginErrorMessage",
        "loginMessages",
        "loginOutcome",
        "natcatApiZoom",
        "natcatMapStatus",
        "natcatMessages",
        "natcatRiskLabel",
        "natcatZoomMax",
        "normaliseUsername",
        "sanitizeHtml",
        "sortNatcatProfiles",
        "usePortalContainer",
        "useToast",
        "validateLogin",
        "validateLoginField",
      ]
    `);
  });
});
