import { SignInScreen } from '../../features/auth/components/sign-in-screen';

/** `/`: the console's authentication page (SPEC.md §2). */
export function Component() {
  return <SignInScreen />;
}
