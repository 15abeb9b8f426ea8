export { ContactPage } from './ContactPage';
export { RulesPage } from './RulesPage';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { TermsPage } from './TermsPage';
