// Moved to utils/ (the portal's forms use them too); kept so auth's imports stand.
export { applyFieldErrors, emptyToUndefined } from '../../../utils/form-values';
