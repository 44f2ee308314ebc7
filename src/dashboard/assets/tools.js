// A tool's page: files by drag and drop or the picker, the form sent with upload progress, then
// the job followed until it has ended. Everything the user meets is a real control (buttons,
// inputs, links), announced through the live regions the page already holds.
"use strict";

const form = document.getElementById("tool-form");
if (form) setUp(form);

function setUp(form) {
  const maxFiles = Number(form.dataset.maxFiles);
  const picker = document.getElementById("file-picker");
  const dropZone = document.getElementById("drop-zone");
  const list = document.getElementById("file-list");
  const count = document.getElementById("file-count");
  const run = document.getElementById("run");
  const job = document.getElementById("job");
  const el = (id) => document.getElementById(id);
  let files = [];

  const size = (bytes) =>
    bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;

  function add(added) {
    const incoming = Array.from(added);
    if (incoming.length === 0) return;
    // A tool that takes one file takes the latest one chosen.
    files = maxFiles === 1 ? [incoming.at(-1)] : files.concat(incoming);
    show();
  }

  function button(label, name, action) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "secondary small";
    b.textContent = label;
    b.setAttribute("aria-label", `${label} ${name}`);
    b.addEventListener("click", action);
    return b;
  }

  function show(focusIndex = null, focusLabel = null) {
    list.replaceChildren();
    files.forEach((file, index) => {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.className = "file-name";
      name.textContent = `${file.name} (${size(file.size)})`;
      item.append(name);
      const actions = document.createElement("span");
      actions.className = "file-actions";
      const move = (to) => () => {
        [files[index], files[to]] = [files[to], files[index]];
        show(to, to < index ? "Move up" : "Move down");
      };
      if (maxFiles > 1 && index > 0) actions.append(button("Move up", file.name, move(index - 1)));
      if (maxFiles > 1 && index < files.length - 1) actions.append(button("Move down", file.name, move(index + 1)));
      actions.append(
        button("Remove", file.name, () => {
          files.splice(index, 1);
          show();
          picker.focus();
        }),
      );
      item.append(actions);
      list.append(item);
    });
    const total = files.reduce((sum, file) => sum + file.size, 0);
    count.textContent = files.length === 0 ? "No files chosen yet." : `${files.length} file${files.length === 1 ? "" : "s"} chosen (${size(total)}).`;
    if (focusIndex !== null) {
      const again = list.children[focusIndex]?.querySelector(`button[aria-label^="${focusLabel}"]`) ?? list.children[focusIndex]?.querySelector("button");
      again?.focus();
    }
  }

  picker.addEventListener("change", () => {
    add(picker.files);
    picker.value = "";
  });
  for (const type of ["dragenter", "dragover"]) {
    dropZone.addEventListener(type, (event) => {
      event.preventDefault();
      dropZone.classList.add("over");
    });
  }
  dropZone.addEventListener("dragleave", () => dropZone.classList.remove("over"));
  dropZone.addEventListener("drop", (event) => {
    event.preventDefault();
    dropZone.classList.remove("over");
    add(event.dataTransfer.files);
  });
  // A file dropped beside the zone must not replace the page with the file itself.
  for (const type of ["dragover", "drop"]) window.addEventListener(type, (event) => event.preventDefault());

  /** The form's values as the API takes them: text for every field the user set. */
  function formData() {
    const data = new FormData();
    for (const control of form.querySelectorAll("input[data-kind], select[data-kind], textarea[data-kind]")) {
      if (control.dataset.kind === "boolean") data.append(control.name, control.checked ? "true" : "false");
      else if (control.value.trim() !== "") data.append(control.name, control.value);
    }
    for (const group of form.querySelectorAll("fieldset[data-kind='enumList']")) {
      const chosen = Array.from(group.querySelectorAll("input:checked"), (box) => box.value);
      if (chosen.length > 0) data.append(group.dataset.name, chosen.join(","));
    }
    for (const file of files) data.append("files", file, file.name);
    return data;
  }

  function clearProblems() {
    for (const marked of form.querySelectorAll("[aria-invalid]")) marked.removeAttribute("aria-invalid");
    el("job-error").hidden = true;
    el("job-error").replaceChildren();
  }

  /** A refusal or a failure, in the service's own words, with each field's problem beside it. */
  function showProblem(title, detail, errors = []) {
    const box = el("job-error");
    const heading = document.createElement("p");
    const strong = document.createElement("strong");
    strong.textContent = title;
    heading.append(strong);
    box.append(heading);
    if (detail) {
      const text = document.createElement("p");
      text.textContent = detail;
      box.append(text);
    }
    if (errors.length > 0) {
      const items = document.createElement("ul");
      for (const error of errors) {
        const item = document.createElement("li");
        item.textContent = error.detail;
        items.append(item);
        const control = error.field === "files" || error.field === "uploads" ? picker : el(`field-${error.field}`);
        control?.setAttribute("aria-invalid", "true");
      }
      box.append(items);
    }
    box.hidden = false;
    el("job-status").textContent = "";
    el("work-row").hidden = true;
    run.disabled = false;
  }

  function parse(text) {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearProblems();
    job.hidden = false;
    el("job-result").hidden = true;
    el("job-result").replaceChildren();
    el("upload-row").hidden = false;
    el("work-row").hidden = true;
    el("upload-progress").value = 0;
    el("upload-text").textContent = "";
    say("Sending the files…");
    run.disabled = true;
    el("job-heading").focus();

    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.setRequestHeader("x-csrf-token", form.dataset.csrf);
    request.upload.addEventListener("progress", (progress) => {
      if (!progress.lengthComputable) return;
      const percent = Math.round((progress.loaded / progress.total) * 100);
      el("upload-progress").value = percent;
      el("upload-text").textContent = `${size(progress.loaded)} of ${size(progress.total)} (${percent}%)`;
    });
    request.addEventListener("load", () => {
      const body = parse(request.responseText);
      if (request.status === 202 && body) {
        el("upload-progress").value = 100;
        follow(body);
        return;
      }
      showProblem(
        body?.title ?? `The service answered ${request.status}.`,
        body?.detail ?? "Reload the page and try again.",
        Array.isArray(body?.errors) ? body.errors : [],
      );
    });
    request.addEventListener("error", () => showProblem("The files could not be sent.", "The connection to the service failed; check it and try again."));
    request.send(formData());
  });

  /**
   * Questions about an ask-pdf job's document, answered as `POST /v1/ask-pdf/{id}/questions`
   * answers them (the same count of questions a job takes); earlier answers go with each question.
   */
  function questionBox(jobId) {
    const box = document.createElement("form");
    box.className = "questions";
    box.setAttribute("aria-label", "Questions about the document");
    const label = document.createElement("label");
    label.htmlFor = "question-text";
    label.textContent = "Ask a question about the document";
    const input = document.createElement("input");
    input.id = "question-text";
    input.name = "question";
    input.required = true;
    input.maxLength = 1000;
    const ask = document.createElement("button");
    ask.type = "submit";
    ask.textContent = "Ask";
    const answers = document.createElement("ol");
    answers.className = "answers";
    answers.setAttribute("aria-live", "polite");
    const history = [];
    box.append(label, input, ask, answers);
    box.addEventListener("submit", async (event) => {
      event.preventDefault();
      const question = input.value.trim();
      if (question === "") return;
      ask.disabled = true;
      const item = document.createElement("li");
      const asked = document.createElement("strong");
      asked.textContent = question;
      const reply = document.createElement("p");
      reply.textContent = "Reading the document…";
      item.append(asked, reply);
      answers.append(item);
      try {
        const answer = await fetch(`/dashboard/jobs/${encodeURIComponent(jobId)}/questions`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": form.dataset.csrf, accept: "application/json" },
          body: JSON.stringify({ question, history: history.slice(-20) }),
        });
        const body = parse(await answer.text());
        if (answer.ok && body) {
          reply.textContent = `${body.answer} (${body.questionsLeft} questions left)`;
          history.push({ question, answer: body.answer });
          input.value = "";
        } else {
          reply.textContent = body?.detail ?? `The service answered ${answer.status}.`;
          reply.className = "problem";
        }
      } catch {
        reply.textContent = "The question could not be sent; check the connection and ask again.";
        reply.className = "problem";
      } finally {
        ask.disabled = false;
        input.focus();
      }
    });
    return box;
  }

  /** Changes the live status line only when its words change, so it is announced once. */
  function say(text) {
    if (el("job-status").textContent !== text) el("job-status").textContent = text;
  }

  /** Follows the job until it has ended: its place in the queue, its progress, its result. */
  function follow(current) {
    if (current.status === "Queued") {
      say("Queued: waiting for a free worker.");
    } else if (current.status === "Processing") {
      el("work-row").hidden = false;
      const progress = current.progress;
      if (progress && progress.total > 0) {
        el("work-progress").max = progress.total;
        el("work-progress").value = progress.done;
        el("work-text").textContent = `${progress.done} of ${progress.total}`;
      } else {
        el("work-progress").removeAttribute("value");
        el("work-text").textContent = "";
      }
      say("Processing…");
    } else if (current.status === "Completed") {
      el("work-row").hidden = true;
      say(`Done: ${current.fileName} is ready.`);
      const result = el("job-result");
      const link = document.createElement("a");
      link.href = current.download;
      link.setAttribute("download", current.fileName);
      link.className = "download";
      link.textContent = `Download ${current.fileName}`;
      const note = document.createElement("small");
      note.textContent = ` (${size(current.resultBytes ?? 0)}; kept until ${new Date(current.resultExpiresAt).toLocaleTimeString()})`;
      result.replaceChildren(link, note);
      // What the tool tells about its result that the file cannot show (pages redacted as pictures).
      if (Array.isArray(current.notes) && current.notes.length > 0) {
        const notes = document.createElement("ul");
        notes.className = "job-notes";
        for (const sentence of current.notes) {
          const item = document.createElement("li");
          item.textContent = sentence;
          notes.append(item);
        }
        result.append(notes);
      }
      if (current.operation === "ask-pdf") result.append(questionBox(current.id));
      result.hidden = false;
      run.disabled = false;
      link.focus();
      refreshRecentJobs();
      return;
    } else if (current.status === "Failed") {
      showProblem("The job failed.", current.error ? `${current.error.detail} (${current.error.code})` : "");
      refreshRecentJobs();
      return;
    }
    setTimeout(async () => {
      try {
        const answer = await fetch(`/dashboard/jobs/${encodeURIComponent(current.id)}`, { headers: { accept: "application/json" } });
        const body = parse(await answer.text());
        if (!answer.ok) {
          showProblem(body?.title ?? `The service answered ${answer.status}.`, body?.detail ?? "");
          return;
        }
        follow(body);
      } catch {
        // A dropped connection: the job goes on; ask again.
        follow(current);
      }
    }, 600);
  }

  /**
   * The parts of the page that a run changes (this month's count, the recent jobs with the new
   * one and its download), as the page would show them now.
   */
  async function refreshRecentJobs() {
    try {
      const answer = await fetch(window.location.href);
      if (!answer.ok) return;
      const fresh = new DOMParser().parseFromString(await answer.text(), "text/html");
      for (const holder of document.querySelectorAll("[data-refresh][id]")) {
        const now = fresh.getElementById(holder.id);
        if (now) holder.replaceChildren(...now.childNodes);
      }
    } catch {
      // They stay as they were; the result link above is all that is needed.
    }
  }

  show();
}
