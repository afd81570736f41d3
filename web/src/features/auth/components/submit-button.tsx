// Moved to components/form (the portal's forms use it too); kept so auth's imports stand.
export { SubmitButton } from '../../../components/form/submit-button';
