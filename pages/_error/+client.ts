// The only script of the 404 page: record which address was missing (docs/requirements.md §2).
if (document.getElementById('not-found')) {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
}
