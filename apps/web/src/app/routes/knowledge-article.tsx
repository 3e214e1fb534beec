// Placeholder: replaced by the public pages work (issue 6).
function Page() {
  return <main className="min-h-svh" />;
}

export { Page as Component };
