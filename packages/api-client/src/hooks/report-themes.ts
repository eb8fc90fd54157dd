import { createQueryHook } from './createQueryHook';

/** `GET /user/themes`: the report themes this user may choose (the default ones and their companies' partner themes). */
export const useReportThemes = createQueryHook('/user/themes');
