// The DOM matchers vitest.setup-dom.ts installs (toBeInTheDocument, ...), for the type checker.
import '@testing-library/jest-dom/vitest';
