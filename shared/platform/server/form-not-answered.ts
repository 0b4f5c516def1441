export const FORM_RETRY_AFTER_S = 5;

/** The action may have run before the time ran out, so it does not say that nothing happened. */
export const FORM_NOT_ANSWERED_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again - ZamEats</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>We could not answer in time</h1>
<p>The storefront is busy and could not finish what you asked. Go back and check your cart or account before you try again in a few seconds.</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>
`;
