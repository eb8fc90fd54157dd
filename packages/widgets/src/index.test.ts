import { describe, expect, it } from 'vitest';
import * as widgets from './index';

describe('@riskatlas/widgets public API', () => {
  it('exports exactly these names (a change here is a change to the published package)', () => {
    expect(Object.keys(widgets).sort()).toMatchInlineSnapshot(`
      [
        "AD_AUTOPLAY_MS",
        "AdvertisementCarousel",
        "Button",
        "CLASS_SLUGS_WITH_ICONS",
        "EmptyState",
        "FormField",
        "LoginForm",
        "LoginModal",
        "Modal",
        "Portal",
        "PortalContainerProvider",
        "RECENT_LIMIT",
        "RELATIVE_TIME_MAX_DAYS",
        "RecentActivities",
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
        "dashboardCards",
        "dashboardMessages",
        "filterHazardIndexEntries",
        "filterInsuranceClasses",
        "htmlHasText",
        "isUkView",
        "loginErrorMessage",
        "loginMessages",
        "loginOutcome",
        "mustAnswerTerms",
        "normaliseUsername",
        "pointsLink",
        "recentReports",
        "recentReportsTitle",
        "reportLink",
        "reportTime",
        "sanitizeHtml",
        "termsOfUseMessages",
        "usePortalContainer",
        "useToast",
        "validateLogin",
        "validateLoginField",
        "visibleAdvertisements",
      ]
    `);
  });
});
