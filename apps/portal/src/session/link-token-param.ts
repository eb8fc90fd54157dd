/** The query parameter a generated link carries its token in (its own module: the build reads it too). */
export const LINK_TOKEN_PARAM = 'token';
