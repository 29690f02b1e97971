import { defineMessages } from '../../core/messages';

// The KPI calls have no rules of their own to explain: their answers are read models.
export const kpiMessages = defineMessages({});
