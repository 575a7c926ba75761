/**
 * The pages a new site starts with (the migration writes them once; the admin edits them
 * after). Their HTML is what the sanitiser keeps as it is.
 */
export const SEEDED_PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    type: 'default',
    meta_description: 'What this site keeps about you, why, and how to have it removed.',
    body: [
      '<p>This policy says what this site keeps about the people who use it, why, and for how long. The site runs Coffer, self-hosted by its operator, who decides what is kept and answers for it.</p>',
      '<h2>What is kept</h2>',
      '<ul>',
      '<li><strong>Your account</strong>: your name, email address, password (stored only as a hash), language and time zone.</li>',
      '<li><strong>Your files</strong>: what you upload, with its names, folders, versions and the links and shares you make.</li>',
      '<li><strong>Sessions</strong>: the devices and browsers signed in to your account, with their address and when they were last used, so you can sign them out.</li>',
      '<li><strong>Messages</strong>: what you send through the contact form, to answer you.</li>',
      '</ul>',
      '<h2>Why</h2>',
      '<p>To run the service you signed up for: store and share your files, keep your account safe, and answer you. Nothing is sold or given to advertisers.</p>',
      '<h2>Cookies</h2>',
      '<p>A session cookie keeps you signed in and a security cookie protects your forms. Your theme and language choices are kept in cookies of their own. Analytics, when the operator turns them on, load only after you accept the cookie notice.</p>',
      '<h2>How long</h2>',
      '<p>As long as your account exists. Deleting your account in the account settings deletes your files and your data with it; trashed files are deleted for good after the trash period.</p>',
      '<h2>Your rights</h2>',
      '<p>You can see and change your details in the account settings, download your files at any time, and delete your account. For anything else, <a href="/contact">contact us</a>.</p>',
    ].join(''),
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of service',
    type: 'default',
    meta_description:
      'The rules of using this site: your account, your files and what is not allowed.',
    body: [
      '<p>By creating an account or using this site you agree to these terms. They may change; the new version applies from when it is published here.</p>',
      '<h2>Your account</h2>',
      '<p>You are responsible for what happens under your account: keep your password to yourself, and turn on two-factor sign-in to protect it better.</p>',
      '<h2>Your files</h2>',
      '<p>Your files stay yours. You give the site only what it needs to store them, show them to you and to the people you share them with, and make copies for backups.</p>',
      '<h2>What is not allowed</h2>',
      '<ul>',
      '<li>Uploading or sharing what you have no right to, or what breaks the law.</li>',
      '<li>Malware, or using the site to attack other systems.</li>',
      '<li>Getting around quotas, limits or other people’s access rights.</li>',
      '</ul>',
      '<p>An account that breaks these rules may be suspended or deleted.</p>',
      '<h2>No warranty</h2>',
      '<p>The site is offered as it is. Keep your own copy of anything you cannot afford to lose.</p>',
      '<h2>Questions</h2>',
      '<p><a href="/contact">Contact us</a>.</p>',
    ].join(''),
  },
] as const;
