// Moved to components/form (the portal's forms use them too); kept so auth's imports stand.
export { Options, SelectField, TextAreaField, TextField } from '@fundax/client/ui/field';
