import { SignInScreen } from '../../features/auth/components/sign-in-screen';

/** `/`: the console's authentication page (docs/product.md §2.5). */
export function Component() {
  return <SignInScreen />;
}
