// The dashboard's only script (no inline script: the CSP forbids it). Copy buttons copy the
// text of the element named by data-copy; focus moves to a secret shown once, so keyboard and
// screen reader users land on it.
document.addEventListener("click", async (event) => {
  const button = event.target instanceof Element ? event.target.closest("button[data-copy]") : null;
  if (!button) return;
  const source = document.getElementById(button.getAttribute("data-copy"));
  const status = button.parentElement.querySelector(".copy-status");
  try {
    await navigator.clipboard.writeText(source.textContent);
    if (status) status.textContent = "Copied.";
  } catch {
    // Clipboard refused (an insecure context or a denied permission): select it for Ctrl+C.
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    if (status) status.textContent = "Selected: press Ctrl+C to copy.";
  }
});

document.addEventListener("DOMContentLoaded", () => {
  const focus = document.querySelector("[data-focus]");
  if (focus) focus.focus();
});
