import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'pb_data', '.pocketbase', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'tests/support/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // PocketBase runs these files in its embedded JS engine (goja), which provides these globals.
    files: ['pb_migrations/**/*.js', 'pb_hooks/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        migrate: 'readonly',
        Collection: 'readonly',
        Field: 'readonly',
        TextField: 'readonly',
        JSONField: 'readonly',
        RelationField: 'readonly',
        FileField: 'readonly',
        BoolField: 'readonly',
        NumberField: 'readonly',
        DateField: 'readonly',
        SelectField: 'readonly',
        AutodateField: 'readonly',
        Record: 'readonly',
        DateTime: 'readonly',
        DynamicModel: 'readonly',
        arrayOf: 'readonly',
        BadRequestError: 'readonly',
        ApiError: 'readonly',
        ForbiddenError: 'readonly',
        ValidationError: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdateRequest: 'readonly',
        onRecordViewRequest: 'readonly',
        onRecordCreate: 'readonly',
        onRecordUpdate: 'readonly',
        $app: 'readonly',
        $os: 'readonly',
        onBootstrap: 'readonly',
        onBackupCreate: 'readonly',
        onBackupRestore: 'readonly',
        onMailerSend: 'readonly',
        onMailerRecordPasswordResetSend: 'readonly',
        onRecordAuthRequest: 'readonly',
        onRecordAfterCreateSuccess: 'readonly',
        routerAdd: 'readonly',
        $apis: 'readonly',
        $security: 'readonly',
        $mails: 'readonly',
        __hooks: 'readonly',
        // Hooks share code through CommonJS modules (pb_hooks/lib/).
        require: 'readonly',
        module: 'writable',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
