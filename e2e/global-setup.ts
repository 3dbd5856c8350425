// Before any worker starts: the demo shop migrated, drawn and seeded once, as the template every
// worker's store copies (tests/support/store.ts).
import { seedTemplate } from './tests/support/store';

export default function globalSetup(): void {
  seedTemplate();
}
