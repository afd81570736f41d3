// Moved to utils/ (the portal's forms use it too); kept so auth's imports stand.
export { voidSubmit } from '../../../utils/void-submit';
