import type { Schema } from '@riskatlas/api-client';

export type NatcatProfile = Schema<'NatcatProfile'>;
