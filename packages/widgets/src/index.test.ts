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
        "LoginForm",
        "LoginModal",
        "Modal",
        "Portal",
        "PortalContainerProvider",
        "SafeHtml",
        "Spinner",
        "TERMS_LOGOUT_DELAY_MS",
        "TERMS_OF_USE_SUMMARY",
        "TermsOfUseModal",
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
        "mustAnswerTerms",
        "normaliseUsername",
        "sanitizeHtml",
        "termsOfUseMessages",
        "usePortalContainer",
        "useToast",
        "validateLogin",
        "validateLoginField",
      ]
    `);
  });
});
