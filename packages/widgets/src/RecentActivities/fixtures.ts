/** Answers of the API for the stories and tests of this widget. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const historyFixture = {
  data: [
    { id: 15468, name: 'Bakery Product Manufacturing', code: '1174', last_accessed_on: hoursAgo(1) },
    { id: 21383, name: 'Plumbing Services', code: '3231', last_accessed_on: hoursAgo(30) },
  ],
};

export const reportsFixture = {
  data: [
    {
      id: 7,
      name: 'Harbour Bakery Pty Ltd',
      industry_id: 15468,
      industry_name: 'Bakery Product Manufacturing',
      report_id: 1,
      report_type: 'tailored',
      last_updated_on: hoursAgo(2),
      customizations: [],
    },
    {
      id: 9,
      name: 'Old Client',
      industry_id: 21383,
      industry_name: 'Plumbing Services',
      report_id: 1,
      report_type: 'tailored',
      last_updated_on: '2026-01-05T10:00:00.000Z',
      customizations: [],
    },
    {
      id: 11,
      name: 'Underwritten Risk',
      industry_id: 21991,
      industry_name: 'Cafes and Restaurants',
      report_id: 2,
      report_type: 'underwriter',
      last_updated_on: hoursAgo(5),
      customizations: [],
    },
  ],
};
