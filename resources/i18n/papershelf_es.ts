<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name />
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importar…</translation>
        </message>
        <message>
            <source>Import abstract lists into the library</source>
            <translation>Importar listas de resúmenes a la biblioteca</translation>
        </message>
        <message>
            <source>Import from &amp;Zotero…</source>
            <translation>Importar de &amp;Zotero…</translation>
        </message>
        <message>
            <source>Bring your Zotero library: items, notes, files, tags and collections (Zotero may stay open)</source>
            <translation>Traer su biblioteca de Zotero: elementos, notas, archivos, etiquetas y colecciones (Zotero puede seguir abierto)</translation>
        </message>
        <message>
            <source>&amp;Open Shared Library…</source>
            <translation>&amp;Abrir biblioteca compartida…</translation>
        </message>
        <message>
            <source>Open a library on a PostgreSQL server in a new window</source>
            <translation>Abrir una biblioteca de un servidor PostgreSQL en una ventana nueva</translation>
        </message>
        <message>
            <source>&amp;New Entry…</source>
            <translation>&amp;Nueva entrada…</translation>
        </message>
        <message>
            <source>Add a paper by typing its fields</source>
            <translation>Añadir un artículo escribiendo sus campos</translation>
        </message>
        <message>
            <source>Add by &amp;Identifier…</source>
            <translation>Añadir por &amp;identificador…</translation>
        </message>
        <message>
            <source>Add papers by DOI or arXiv id, looked up online</source>
            <translation>Añadir artículos por DOI o id de arXiv, consultados en línea</translation>
        </message>
        <message>
            <source>Find &amp;Metadata…</source>
            <translation>Buscar &amp;metadatos…</translation>
        </message>
        <message>
            <source>Look the selected papers up online and complete them</source>
            <translation>Consultar en línea los artículos seleccionados y completarlos</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportar…</translation>
        </message>
        <message>
            <source>Export what the list shows as BibTeX, BibLaTeX or RIS</source>
            <translation>Exportar lo que muestra la lista como BibTeX, BibLaTeX o RIS</translation>
        </message>
        <message>
            <source>Export &amp;Selection…</source>
            <translation>Exportar la &amp;selección…</translation>
        </message>
        <message>
            <source>&amp;Keep Library Exported To…</source>
            <translation>&amp;Mantener la biblioteca exportada en…</translation>
        </message>
        <message>
            <source>Rewrite a .bib or CSL-JSON file on every change</source>
            <translation>Reescribir un archivo .bib o CSL-JSON con cada cambio</translation>
        </message>
        <message>
            <source>Copy &amp;BibTeX</source>
            <translation>Copiar &amp;BibTeX</translation>
        </message>
        <message>
            <source>Copy the selected entries as BibTeX</source>
            <translation>Copiar las entradas seleccionadas como BibTeX</translation>
        </message>
        <message>
            <source>Copy \cite{…}</source>
            <translation>Copiar \cite{…}</translation>
        </message>
        <message>
            <source>Copy \cite{keys} of the selected entries</source>
            <translation>Copiar \cite{keys} de las entradas seleccionadas</translation>
        </message>
        <message>
            <source>Copy Refere&amp;nce</source>
            <translation>Copiar &amp;referencia</translation>
        </message>
        <message>
            <source>Copy the selected papers as a reference list in the chosen style (for Word and text)</source>
            <translation>Copiar los artículos seleccionados como lista de referencias en el estilo elegido (para Word y texto)</translation>
        </message>
        <message>
            <source>Copy &amp;Citation</source>
            <translation>Copiar &amp;cita</translation>
        </message>
        <message>
            <source>Copy the in-text citation, e.g. (Vaswani et al., 2017)</source>
            <translation>Copiar la cita en el texto, p. ej. (Vaswani et al., 2017)</translation>
        </message>
        <message>
            <source>Export &amp;Bibliography…</source>
            <translation>Exportar &amp;bibliografía…</translation>
        </message>
        <message>
            <source>A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc</source>
            <translation>Una lista de referencias con formato (HTML, Markdown, RTF, texto) o CSL-JSON para Pandoc</translation>
        </message>
        <message>
            <source>&amp;Paste as New Entries</source>
            <translation>&amp;Pegar como entradas nuevas</translation>
        </message>
        <message>
            <source>Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard</source>
            <translation>Añadir el BibTeX, RIS, DOI, ids de arXiv o resúmenes del portapapeles</translation>
        </message>
        <message>
            <source>Find &amp;Duplicates…</source>
            <translation>Buscar &amp;duplicados…</translation>
        </message>
        <message>
            <source>Merge papers that are in twice</source>
            <translation>Fusionar artículos que están dos veces</translation>
        </message>
        <message>
            <source>Re&amp;generate Citation Keys…</source>
            <translation>Re&amp;generar claves de cita…</translation>
        </message>
        <message>
            <source>Apply the key pattern again</source>
            <translation>Aplicar de nuevo el patrón de claves</translation>
        </message>
        <message>
            <source>Your &amp;Name in This Library…</source>
            <translation>Su &amp;nombre en esta biblioteca…</translation>
        </message>
        <message>
            <source>The name others see you by in a shared library</source>
            <translation>El nombre con el que le ven los demás en una biblioteca compartida</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>The citation style; a contact e-mail and keys for lookups</source>
            <translation>El estilo de cita; un correo de contacto y claves para las consultas</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Edit Entry</source>
            <translation>&amp;Editar entrada</translation>
        </message>
        <message>
            <source>Edit every field of the selected entry</source>
            <translation>Editar todos los campos de la entrada seleccionada</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>&amp;Buscar</translation>
        </message>
        <message>
            <source>The papers of the chosen view; Ctrl+T tags, Ctrl+L puts on a reading list</source>
            <translation>Los artículos de la vista elegida; Ctrl+T etiqueta, Ctrl+L añade a una lista de lectura</translation>
        </message>
        <message>
            <source>Search the library</source>
            <translation>Buscar en la biblioteca</translation>
        </message>
        <message>
            <source>Library, reading lists and tags</source>
            <translation>Biblioteca, listas de lectura y etiquetas</translation>
        </message>
        <message>
            <source>Paper details</source>
            <translation>Detalles del artículo</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>Artículos relacionados</translation>
        </message>
        <message>
            <source>&amp;Detail Pane</source>
            <translation>Panel de &amp;detalles</translation>
        </message>
        <message>
            <source>Show or hide the reading pane</source>
            <translation>Mostrar u ocultar el panel de lectura</translation>
        </message>
        <message>
            <source>Ne&amp;xt Pane</source>
            <translation>Panel si&amp;guiente</translation>
        </message>
        <message>
            <source>Sidebar, search, list, detail pane in turn</source>
            <translation>Barra lateral, búsqueda, lista y panel de detalles por turno</translation>
        </message>
        <message>
            <source>Pre&amp;vious Pane</source>
            <translation>Panel an&amp;terior</translation>
        </message>
        <message>
            <source>&amp;About Papershelf</source>
            <translation>&amp;Acerca de Papershelf</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>Every key, with a filter</source>
            <translation>Todas las teclas, con un filtro</translation>
        </message>
        <message>
            <source>Show &amp;Log Folder</source>
            <translation>Mostrar la carpeta de &amp;registro</translation>
        </message>
        <message>
            <source>Open the folder where Papershelf writes what went wrong</source>
            <translation>Abrir la carpeta donde Papershelf anota lo que salió mal</translation>
        </message>
        <message>
            <source>&amp;Larger Text</source>
            <translation>Texto más &amp;grande</translation>
        </message>
        <message>
            <source>Make the reading text larger</source>
            <translation>Agrandar el texto de lectura</translation>
        </message>
        <message>
            <source>S&amp;maller Text</source>
            <translation>Texto más &amp;pequeño</translation>
        </message>
        <message>
            <source>Make the reading text smaller</source>
            <translation>Reducir el texto de lectura</translation>
        </message>
        <message>
            <source>&amp;Actual Text Size</source>
            <translation>Tamaño de texto &amp;normal</translation>
        </message>
        <message>
            <source>The reading text at its normal size</source>
            <translation>El texto de lectura a su tamaño normal</translation>
        </message>
        <message>
            <source>&amp;Save Search…</source>
            <translation>&amp;Guardar búsqueda…</translation>
        </message>
        <message>
            <source>Keep this search as a smart list</source>
            <translation>Guardar esta búsqueda como lista inteligente</translation>
        </message>
        <message>
            <source>&amp;Tag…</source>
            <translation>&amp;Etiquetar…</translation>
        </message>
        <message>
            <source>Add or remove tags on the selected entries</source>
            <translation>Añadir o quitar etiquetas de las entradas seleccionadas</translation>
        </message>
        <message>
            <source>Add to Reading &amp;List…</source>
            <translation>Aña&amp;dir a la lista de lectura…</translation>
        </message>
        <message>
            <source>Put the selected papers on a reading list (as a drop)</source>
            <translation>Poner los artículos seleccionados en una lista de lectura (como al soltarlos en ella)</translation>
        </message>
        <message>
            <source>Edit Tags in Detail</source>
            <translation>Editar etiquetas en el detalle</translation>
        </message>
        <message>
            <source>Read Ne&amp;xt</source>
            <translation>Leer el si&amp;guiente</translation>
        </message>
        <message>
            <source>The first unread paper of this reading list</source>
            <translation>El primer artículo no leído de esta lista de lectura</translation>
        </message>
        <message>
            <source>Move U&amp;p in List</source>
            <translation>Subir en la lis&amp;ta</translation>
        </message>
        <message>
            <source>Move Do&amp;wn in List</source>
            <translation>Bajar en la &amp;lista</translation>
        </message>
        <message>
            <source>&amp;Attach File…</source>
            <translation>&amp;Adjuntar archivo…</translation>
        </message>
        <message>
            <source>Keep a file (a PDF, notes…) with the paper</source>
            <translation>Guardar un archivo (un PDF, notas…) con el artículo</translation>
        </message>
        <message>
            <source>&amp;Open File</source>
            <translation>&amp;Abrir archivo</translation>
        </message>
        <message>
            <source>Open the paper's first attached file (O in the list too)</source>
            <translation>Abrir el primer archivo adjunto del artículo (también O en la lista)</translation>
        </message>
        <message>
            <source>Show File in &amp;Folder</source>
            <translation>Mostrar el archivo en la &amp;carpeta</translation>
        </message>
        <message>
            <source>The folder of the first file</source>
            <translation>La carpeta del primer archivo</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Eliminar</translation>
        </message>
        <message>
            <source>Delete the selected entries</source>
            <translation>Eliminar las entradas seleccionadas</translation>
        </message>
        <message>
            <source>Mark &amp;Unread</source>
            <translation>Marcar como &amp;no leído</translation>
        </message>
        <message>
            <source>Mark &amp;Reading</source>
            <translation>Marcar como &amp;leyendo</translation>
        </message>
        <message>
            <source>Mark Re&amp;ad</source>
            <translation>Marcar como l&amp;eído</translation>
        </message>
        <message>
            <source>&amp;Triage Unread Papers</source>
            <translation>&amp;Clasificar artículos no leídos</translation>
        </message>
        <message>
            <source>Unread papers of this view, one abstract at a time</source>
            <translation>Artículos no leídos de esta vista, un resumen cada vez</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>E&amp;stadísticas</translation>
        </message>
        <message>
            <source>Charts of what you added and read</source>
            <translation>Gráficos de lo que ha añadido y leído</translation>
        </message>
        <message>
            <source>Reading &amp;Plan</source>
            <translation>Plan de lectu&amp;ra</translation>
        </message>
        <message>
            <source>A list's goal, when you will finish it, this week's papers</source>
            <translation>El objetivo de una lista, cuándo la terminará, los artículos de esta semana</translation>
        </message>
        <message>
            <source>Assi&amp;gned to Me</source>
            <translation>&amp;Asignados a mí</translation>
        </message>
        <message>
            <source>The papers assigned to you to read (journal clubs)</source>
            <translation>Los artículos que le han asignado para leer (clubes de revistas)</translation>
        </message>
        <message>
            <source>Find &amp;Similar Papers</source>
            <translation>Buscar artículos &amp;similares</translation>
        </message>
        <message>
            <source>Papers like the selected ones (a related: search)</source>
            <translation>Artículos como los seleccionados (una búsqueda related:)</translation>
        </message>
        <message>
            <source>No Rating</source>
            <translation>Sin valoración</translation>
        </message>
        <message>
            <source>Papershelf keeps the papers you mean to read. With no command, it opens the app.</source>
            <translation>Papershelf guarda los artículos que piensa leer. Sin ninguna orden, abre la aplicación.</translation>
        </message>
        <message>
            <source>Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers faster to requests that carry a contact e-mail; a Semantic Scholar API key raises its rate limit.</source>
            <translation>Nada sale de su ordenador hasta que pide una consulta (Añadir por identificador, Buscar metadatos o PDF soltados en la lista si la casilla de abajo está marcada). Crossref responde antes a las peticiones que llevan un correo de contacto; una clave de la API de Semantic Scholar eleva su límite de peticiones.</translation>
        </message>
        <message>
            <source>Copy Reference, Copy Citation, Export Bibliography and the detail pane's Reference switch use this style. Add any .csl file, e.g. from the Zotero Style Repository.</source>
            <translation>Copiar referencia, Copiar cita, Exportar bibliografía y el interruptor Referencia del panel de detalles usan este estilo. Añada cualquier archivo .csl, p. ej. del Zotero Style Repository.</translation>
        </message>
        <message>
            <source>CSL styles (*.csl);;All files (*)</source>
            <translation>Estilos CSL (*.csl);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Files you attach (drop them on a paper) stay where they are, or are copied into a folder of the library's, one sub-folder per citation key, named by the pattern and renamed when the key or title changes. These settings belong to this library.</source>
            <translation>Los archivos que adjunte (suéltelos sobre un artículo) se quedan donde están o se copian en una carpeta de la biblioteca, una subcarpeta por clave de cita, con el nombre según el patrón y renombrados si cambian la clave o el título. Estos ajustes pertenecen a esta biblioteca.</translation>
        </message>
        <message>
            <source>Select a paper to read it here</source>
            <translation>Seleccione un artículo para leerlo aquí</translation>
        </message>
        <message>
            <source>Cannot be read just now; they come back with the library</source>
            <translation>No se puede leer ahora; vuelven con la biblioteca</translation>
        </message>
        <message>
            <source>Type to filter; Esc clears</source>
            <translation>Escriba para filtrar; Esc borra</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Arch.</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autores</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Año</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Fuente</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progreso</translation>
        </message>
        <message>
            <source>Read by</source>
            <translation>Leído por</translation>
        </message>
        <message>
            <source>Readers</source>
            <translation>Lectores</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Añadido</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>Mes</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Artículos</translation>
        </message>
        <message>
            <source>{title}: nothing to show yet.</source>
            <translation>{title}: aún no hay nada que mostrar.</translation>
        </message>
        <message>
            <source> (and {n} more)</source>
            <translation> (y {n} más)</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>Nota de la lista</translation>
        </message>
        <message>
            <source>Unread</source>
            <translation>No leído</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Leyendo</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Leído</translation>
        </message>
        <message>
            <source>Cite-as-you-Write Ser&amp;ver</source>
            <translation>Ser&amp;vidor de citas al escribir</translation>
        </message>
        <message>
            <source>Answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 for editor plugins</source>
            <translation>Responder a las URL de citas al escribir de Better BibTeX en 127.0.0.1 para complementos de editores</translation>
        </message>
        <message>
            <source>Link &amp;Writing Project…</source>
            <translation>Vincular proyecto de &amp;escritura…</translation>
        </message>
        <message>
            <source>Link a LaTeX or Markdown document: see what it cites and keep its .bib current</source>
            <translation>Vincular un documento LaTeX o Markdown: ver lo que cita y mantener su .bib al día</translation>
        </message>
        <message>
            <source>Pick &amp;Citation…</source>
            <translation>Elegir &amp;cita…</translation>
        </message>
        <message>
            <source>Search papers to cite and copy \cite{…}, [@…] or a formatted citation</source>
            <translation>Buscar artículos que citar y copiar \cite{…}, [@…] o una cita con formato</translation>
        </message>
        <message>
            <source>&amp;Read PDF</source>
            <translation>&amp;Leer el PDF</translation>
        </message>
        <message>
            <source>Read the paper's PDF in Papershelf, with highlights and notes</source>
            <translation>Leer el PDF del artículo en Papershelf, con resaltados y notas</translation>
        </message>
        <message>
            <source>Show this paper as a formatted reference in the citation style (Preferences)</source>
            <translation>Mostrar este artículo como referencia con formato en el estilo de cita (Preferencias)</translation>
        </message>
        <message>
            <source>Add tag…</source>
            <translation>Añadir etiqueta…</translation>
        </message>
        <message>
            <source>Statistics as Numbers</source>
            <translation>Estadísticas en números</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Gráficos</translation>
        </message>
        <message>
            <source>Remove this tag from the paper</source>
            <translation>Quitar esta etiqueta del artículo</translation>
        </message>
        <message>
            <source>No paper left to triage</source>
            <translation>No quedan artículos por clasificar</translation>
        </message>
        <message>
            <source>Triage: {title}</source>
            <translation>Clasificación: {title}</translation>
        </message>
        <message>
            <source>Pages of {title}</source>
            <translation>Páginas de {title}</translation>
        </message>
        <message>
            <source>Page {page} of {count}</source>
            <translation>Página {page} de {count}</translation>
        </message>
        <message>
            <source>Suggested tags: {keyed}</source>
            <translation>Etiquetas sugeridas: {keyed}</translation>
        </message>
        <message>
            <source>Add to Reading List</source>
            <translation>Añadir a la lista de lectura</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 artículo</translation>
        </message>
        <message>
            <source>{n} papers</source>
            <translation>{n} artículos</translation>
        </message>
        <message>
            <source>Put {papers} on the reading list:</source>
            <translation>Poner {papers} en la lista de lectura:</translation>
        </message>
        <message>
            <source>Type to filter, or a new list's name</source>
            <translation>Escriba para filtrar, o el nombre de una lista nueva</translation>
        </message>
        <message>
            <source>Reading list name</source>
            <translation>Nombre de la lista de lectura</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>Listas de lectura</translation>
        </message>
        <message>
            <source>Select the papers to put on a list first.</source>
            <translation>Seleccione primero los artículos que quiere poner en una lista.</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Not rated</source>
            <translation>Sin valorar</translation>
        </message>
        <message>
            <source>{n} of 5 stars</source>
            <translation>{n} de 5 estrellas</translation>
        </message>
        <message>
            <source>No files</source>
            <translation>Sin archivos</translation>
        </message>
        <message>
            <source>Backups</source>
            <translation>Copias de seguridad</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>Tipo de entrada</translation>
        </message>
        <message>
            <source>Incoming records that may be duplicates</source>
            <translation>Registros entrantes que pueden estar duplicados</translation>
        </message>
        <message>
            <source>Fields of the entry there and the record</source>
            <translation>Campos de la entrada existente y del registro</translation>
        </message>
    </context>
    <context>
        <name>AddByIdentifierDialog</name>
        <message>
            <source>DOIs and arXiv ids, one per line</source>
            <translation>DOI e ids de arXiv, uno por línea</translation>
        </message>
        <message>
            <source>What each identifier found</source>
            <translation>Lo que ha encontrado cada identificador</translation>
        </message>
    </context>
    <context>
        <name>AnnotationsPanel</name>
        <message>
            <source>Annotations</source>
            <translation>Anotaciones</translation>
        </message>
        <message>
            <source>Comment</source>
            <translation>Comentario</translation>
        </message>
        <message>
            <source>Comment on the selected annotation (Ctrl+Enter saves)</source>
            <translation>Comentario sobre la anotación seleccionada (Ctrl+Intro guarda)</translation>
        </message>
        <message>
            <source>Tags, separated by commas (Enter saves)</source>
            <translation>Etiquetas, separadas por comas (Intro guarda)</translation>
        </message>
        <message>
            <source>Tags of the annotation</source>
            <translation>Etiquetas de la anotación</translation>
        </message>
        <message>
            <source>Only mine</source>
            <translation>Solo las mías</translation>
        </message>
        <message>
            <source>Hide the annotations others wrote</source>
            <translation>Ocultar las anotaciones escritas por otros</translation>
        </message>
    </context>
    <context>
        <name>Annotator</name>
        <message>
            <source>Select words first (drag over them).</source>
            <translation>Seleccione primero unas palabras (arrastre sobre ellas).</translation>
        </message>
        <message>
            <source>{kind} on p. {page}</source>
            <translation>{kind} en la p. {page}</translation>
        </message>
        <message>
            <source>Comment on p. {page}</source>
            <translation>Comentario en la p. {page}</translation>
        </message>
        <message>
            <source>Tags on p. {page}</source>
            <translation>Etiquetas en la p. {page}</translation>
        </message>
        <message>
            <source>This PDF has no annotations yet.</source>
            <translation>Este PDF aún no tiene anotaciones.</translation>
        </message>
        <message>
            <source>The annotations were added to the paper's notes.</source>
            <translation>Las anotaciones se añadieron a las notas del artículo.</translation>
        </message>
    </context>
    <context>
        <name>CitationPicker</name>
        <message>
            <source>Search to cite</source>
            <translation>Buscar para citar</translation>
        </message>
        <message>
            <source>Papers found</source>
            <translation>Artículos encontrados</translation>
        </message>
    </context>
    <context>
        <name>DailyBackup</name>
        <message>
            <source>The daily backup was not taken: {why}</source>
            <translation>No se hizo la copia de seguridad diaria: {why}</translation>
        </message>
    </context>
    <context>
        <name>DuplicatesDialog</name>
        <message>
            <source>Possible duplicate pairs</source>
            <translation>Posibles pares de duplicados</translation>
        </message>
        <message>
            <source>Fields of the two entries</source>
            <translation>Campos de las dos entradas</translation>
        </message>
    </context>
    <context>
        <name>FindMetadataDialog</name>
        <message>
            <source>Papers to look up</source>
            <translation>Artículos que consultar</translation>
        </message>
        <message>
            <source>Fields found</source>
            <translation>Campos encontrados</translation>
        </message>
    </context>
    <context>
        <name>GoalEditor</name>
        <message>
            <source>No goal</source>
            <translation>Sin objetivo</translation>
        </message>
        <message>
            <source>Finish by</source>
            <translation>Terminar antes de</translation>
        </message>
        <message>
            <source>Papers a week</source>
            <translation>Artículos por semana</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>Fecha límite</translation>
        </message>
        <message>
            <source> a week</source>
            <translation> por semana</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>Objetivo:</translation>
        </message>
    </context>
    <context>
        <name>KeptEdit</name>
        <message>
            <source>{who} deleted “{title}”.</source>
            <translation>{who} eliminó «{title}».</translation>
        </message>
        <message>
            <source>{who} deleted this paper while you were editing it. What you typed is still here: Re-create the paper with it, or Copy it.</source>
            <translation>{who} eliminó este artículo mientras lo editaba. Lo que escribió sigue aquí: vuelva a crear el artículo con ello o cópielo.</translation>
        </message>
        <message>
            <source>This paper was deleted: Re-create it, or Copy what you typed.</source>
            <translation>Este artículo se eliminó: vuelva a crearlo o copie lo que escribió.</translation>
        </message>
        <message>
            <source>Re-create entry</source>
            <translation>Volver a crear la entrada</translation>
        </message>
        <message>
            <source>The paper is back, with what you typed (Ctrl+Z takes it away again).</source>
            <translation>El artículo ha vuelto, con lo que escribió (Ctrl+Z lo quita de nuevo).</translation>
        </message>
        <message>
            <source>Someone else</source>
            <translation>Otra persona</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Usted</translation>
        </message>
    </context>
    <context>
        <name>PlanUi</name>
        <message>
            <source>about %1 to read</source>
            <translation>unos %1 de lectura</translation>
        </message>
        <message>
            <source>at your pace the list is done on %1</source>
            <translation>a su ritmo, la lista estará terminada el %1</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 día</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 días</translation>
        </message>
        <message>
            <source>%1 after its deadline</source>
            <translation>%1 después de su fecha límite</translation>
        </message>
        <message>
            <source>Read next: %1.</source>
            <translation>Leer el siguiente: %1.</translation>
        </message>
    </context>
    <context>
        <name>PlanView</name>
        <message>
            <source>Reading plan</source>
            <translation>Plan de lectura</translation>
        </message>
        <message>
            <source>Plan for</source>
            <translation>Plan para</translation>
        </message>
        <message>
            <source>papers left</source>
            <translation>artículos pendientes</translation>
        </message>
        <message>
            <source>of reading left</source>
            <translation>de lectura pendiente</translation>
        </message>
        <message>
            <source>your pace, papers a week</source>
            <translation>su ritmo, artículos por semana</translation>
        </message>
        <message>
            <source>finish at your pace</source>
            <translation>fin a su ritmo</translation>
        </message>
        <message>
            <source>Progress against the goal</source>
            <translation>Progreso respecto al objetivo</translation>
        </message>
        <message>
            <source>papers read since the goal was set</source>
            <translation>artículos leídos desde que se fijó el objetivo</translation>
        </message>
        <message>
            <source>Pace per week</source>
            <translation>Ritmo semanal</translation>
        </message>
        <message>
            <source>papers read, the last 8 weeks</source>
            <translation>artículos leídos, las últimas 8 semanas</translation>
        </message>
        <message>
            <source>Weekly queue</source>
            <translation>Cola semanal</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>Plan for:</source>
            <translation>Plan para:</translation>
        </message>
        <message>
            <source>Unread (whole library)</source>
            <translation>No leídos (toda la biblioteca)</translation>
        </message>
        <message>
            <source>read</source>
            <translation>leídos</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>objetivo</translation>
        </message>
        <message>
            <source>at your pace</source>
            <translation>a su ritmo</translation>
        </message>
        <message>
            <source>deadline</source>
            <translation>fecha límite</translation>
        </message>
        <message>
            <source>Nothing to read in this plan</source>
            <translation>No hay nada que leer en este plan</translation>
        </message>
        <message>
            <source>Nothing read lately</source>
            <translation>Nada leído últimamente</translation>
        </message>
        <message>
            <source>Set Reading Goal</source>
            <translation>Fijar objetivo de lectura</translation>
        </message>
        <message>
            <source>Everything in this plan has been read.</source>
            <translation>Todo lo de este plan está leído.</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it. %1 left.</source>
            <translation>Aún no hay ritmo: se calcula con los artículos marcados como leídos en las últimas semanas. Pendientes: %1.</translation>
        </message>
        <message>
            <source>At your pace you finish on %1</source>
            <translation>A su ritmo terminará el %1</translation>
        </message>
        <message>
            <source>, %1 after the deadline</source>
            <translation>, %1 después de la fecha límite</translation>
        </message>
        <message>
            <source>, %1 before the deadline</source>
            <translation>, %1 antes de la fecha límite</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>, justo en la fecha límite</translation>
        </message>
        <message>
            <source>At the goal's pace, on %1.</source>
            <translation>Al ritmo del objetivo, el %1.</translation>
        </message>
        <message>
            <source>On track with the goal</source>
            <translation>Al día con el objetivo</translation>
        </message>
        <message>
            <source>%1 ahead of the goal</source>
            <translation>%1 por delante del objetivo</translation>
        </message>
        <message>
            <source>%1 behind the goal</source>
            <translation>%1 por detrás del objetivo</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 artículo</translation>
        </message>
        <message>
            <source>%1 papers</source>
            <translation>%1 artículos</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 día</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 días</translation>
        </message>
        <message>
            <source>Week of %1</source>
            <translation>Semana del %1</translation>
        </message>
        <message>
            <source>Nothing left to read</source>
            <translation>No queda nada por leer</translation>
        </message>
    </context>
    <context>
        <name>PlanWindow</name>
        <message>
            <source>Reading Plan</source>
            <translation>Plan de lectura</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
    </context>
    <context>
        <name>ReaderWindow</name>
        <message>
            <source>Page</source>
            <translation>Página</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>Buscar en el PDF</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Filter shortcuts</source>
            <translation>Filtrar atajos</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
    </context>
    <context>
        <name>TriageView</name>
        <message>
            <source>about %1 to read</source>
            <translation>unos %1 de lectura</translation>
        </message>
    </context>
    <context>
        <name>attachments_view</name>
        <message>
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>Doble clic para abrir; clic derecho para más. Suelte archivos aquí para adjuntarlos.</translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>the library file to use (created if missing), or a shared library's postgresql://user@host/dbname URL</source>
            <translation>el archivo de biblioteca que usar (se crea si falta) o la URL postgresql://user@host/dbname de una biblioteca compartida</translation>
        </message>
        <message>
            <source>the language to speak (de, es, zh_CN, en...); default: Preferences, then the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</source>
            <translation>el idioma (de, es, zh_CN, en...); por omisión: las preferencias y luego el del sistema (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</translation>
        </message>
        <message>
            <source>lay the window out right to left (as RTL languages)</source>
            <translation>disponer la ventana de derecha a izquierda (como los idiomas RTL)</translation>
        </message>
        <message>
            <source>papershelf: interrupted</source>
            <translation>papershelf: interrumpido</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entrada</numerusform>
                <numerusform>%n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the entries a search finds (backed up first)</source>
            <translation>eliminar las entradas que encuentra una búsqueda (con copia previa)</translation>
        </message>
        <message numerus="yes">
            <source>deleted %n entries</source>
            <translation>
                <numerusform>%n entrada eliminada</numerusform>
                <numerusform>%n entradas eliminadas</numerusform>
            </translation>
        </message>
        <message>
            <source>the citation key pattern; regenerate keys</source>
            <translation>el patrón de claves de cita; regenerar claves</translation>
        </message>
        <message numerus="yes">
            <source>%n keys would change (dry run: nothing changed)</source>
            <translation>
                <numerusform>cambiaría %n clave (simulación: no se cambió nada)</numerusform>
                <numerusform>cambiarían %n claves (simulación: no se cambió nada)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys changed</source>
            <translation>
                <numerusform>%n clave cambiada</numerusform>
                <numerusform>%n claves cambiadas</numerusform>
            </translation>
        </message>
        <message>
            <source>add papers by DOI or arXiv id</source>
            <translation>añadir artículos por DOI o id de arXiv</translation>
        </message>
        <message>
            <source>highlight words on a page of an entry's PDF</source>
            <translation>resaltar palabras en una página del PDF de una entrada</translation>
        </message>
        <message>
            <source>an entry's (or a list's) annotations</source>
            <translation>las anotaciones de una entrada (o de una lista)</translation>
        </message>
        <message>
            <source>attach files to an entry</source>
            <translation>adjuntar archivos a una entrada</translation>
        </message>
        <message>
            <source>keep .bib files up to date</source>
            <translation>mantener al día archivos .bib</translation>
        </message>
        <message>
            <source>print formatted references in a citation style</source>
            <translation>imprimir referencias con formato en un estilo de cita</translation>
        </message>
        <message>
            <source>write entries as BibTeX, BibLaTeX, RIS, CSL-JSON or a reference list</source>
            <translation>escribir entradas como BibTeX, BibLaTeX, RIS, CSL-JSON o lista de referencias</translation>
        </message>
        <message>
            <source>import BibTeX, RIS, CSL-JSON, plain-text abstract lists, PDFs or a Zotero library</source>
            <translation>importar BibTeX, RIS, CSL-JSON, listas de resúmenes en texto, PDF o una biblioteca de Zotero</translation>
        </message>
        <message>
            <source>copy a whole library (file or server), or dump it for comparison</source>
            <translation>copiar una biblioteca entera (archivo o servidor) o volcarla para compararla</translation>
        </message>
        <message>
            <source>put entries in a reading list, take them out, show it</source>
            <translation>poner entradas en una lista de lectura, quitarlas, mostrarla</translation>
        </message>
        <message>
            <source>print the reading lists with their progress</source>
            <translation>imprimir las listas de lectura con su progreso</translation>
        </message>
        <message>
            <source>find the real paper behind entries</source>
            <translation>encontrar el artículo real detrás de las entradas</translation>
        </message>
        <message>
            <source>rebuild the search index, index pending PDFs</source>
            <translation>reconstruir el índice de búsqueda, indexar los PDF pendientes</translation>
        </message>
        <message>
            <source>open the app and import files into the library</source>
            <translation>abrir la aplicación e importar archivos a la biblioteca</translation>
        </message>
        <message>
            <source>choose papers and print their citation (\cite{…}, [@…])</source>
            <translation>elegir artículos e imprimir su cita (\cite{…}, [@…])</translation>
        </message>
        <message>
            <source>the commands that push a citation into editors</source>
            <translation>las órdenes que envían una cita a los editores</translation>
        </message>
        <message>
            <source>link a LaTeX or Markdown document; what it cites</source>
            <translation>vincular un documento LaTeX o Markdown; lo que cita</translation>
        </message>
        <message>
            <source>print the entries most like one entry</source>
            <translation>imprimir las entradas más parecidas a una entrada</translation>
        </message>
        <message>
            <source>draw one page of a PDF as a PNG image</source>
            <translation>dibujar una página de un PDF como imagen PNG</translation>
        </message>
        <message>
            <source>list, add, edit or run saved searches</source>
            <translation>listar, añadir, editar o ejecutar búsquedas guardadas</translation>
        </message>
        <message>
            <source>print the entries that match a query</source>
            <translation>imprimir las entradas que coinciden con una consulta</translation>
        </message>
        <message>
            <source>check that this installation works</source>
            <translation>comprobar que esta instalación funciona</translation>
        </message>
        <message>
            <source>answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 (for editor plugins)</source>
            <translation>responder a las URL de citas al escribir de Better BibTeX en 127.0.0.1 (para complementos de editores)</translation>
        </message>
        <message>
            <source>print reading statistics</source>
            <translation>imprimir estadísticas de lectura</translation>
        </message>
        <message>
            <source>suggest tags for an entry</source>
            <translation>sugerir etiquetas para una entrada</translation>
        </message>
        <message>
            <source>add, remove, rename, recolour or delete a tag</source>
            <translation>añadir, quitar, renombrar, cambiar de color o eliminar una etiqueta</translation>
        </message>
        <message>
            <source>print the tags with their colours and counts</source>
            <translation>imprimir las etiquetas con sus colores y recuentos</translation>
        </message>
        <message>
            <source>a journal club's sessions, or schedule one</source>
            <translation>las sesiones de un club de revistas, o programar una</translation>
        </message>
        <message>
            <source>give a paper to a member to read by a date</source>
            <translation>asignar a un miembro un artículo que leer antes de una fecha</translation>
        </message>
        <message>
            <source>the papers assigned to you, soonest due first</source>
            <translation>los artículos que le han asignado, los de vencimiento más próximo primero</translation>
        </message>
        <message>
            <source>show or set the name others see you by</source>
            <translation>mostrar o fijar el nombre con el que le ven los demás</translation>
        </message>
        <message>
            <source>set a reading list's goal; print its forecast</source>
            <translation>fijar el objetivo de una lista de lectura; mostrar su previsión</translation>
        </message>
        <message>
            <source>set your reading status of papers</source>
            <translation>fijar su estado de lectura de artículos</translation>
        </message>
        <message>
            <source>who has read the papers a search finds</source>
            <translation>quién ha leído los artículos que encuentra una búsqueda</translation>
        </message>
        <message>
            <source>your own note on a paper (a shared library)</source>
            <translation>su propia nota sobre un artículo (biblioteca compartida)</translation>
        </message>
        <message>
            <source>the name other members see for you</source>
            <translation>el nombre con el que le ven los demás miembros</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>hacer ahora una copia de seguridad de la biblioteca (comprimida) o listar las copias</translation>
        </message>
    </context>
    <context>
        <name>detail_form</name>
        <message>
            <source>Field</source>
            <translation>Campo</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Add field</source>
            <translation>Añadir campo</translation>
        </message>
        <message>
            <source>Add a BibTeX field, such as pages or publisher</source>
            <translation>Añadir un campo BibTeX, como pages o publisher</translation>
        </message>
        <message>
            <source>Remove field</source>
            <translation>Quitar campo</translation>
        </message>
        <message>
            <source>Remove the selected fields</source>
            <translation>Quitar los campos seleccionados</translation>
        </message>
        <message>
            <source>&amp;Retry</source>
            <translation>&amp;Reintentar</translation>
        </message>
        <message>
            <source>Try to save the changes again</source>
            <translation>Intentar guardar de nuevo los cambios</translation>
        </message>
        <message>
            <source>&amp;Copy Text</source>
            <translation>&amp;Copiar texto</translation>
        </message>
        <message>
            <source>Copy every field of the form, as typed, to the clipboard</source>
            <translation>Copiar todos los campos del formulario, tal como se escribieron, al portapapeles</translation>
        </message>
        <message>
            <source>Re-&amp;create</source>
            <translation>&amp;Volver a crear</translation>
        </message>
        <message>
            <source>Add the paper again, with what the form holds</source>
            <translation>Volver a añadir el artículo con lo que contiene el formulario</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Save the changes (Ctrl+S)</source>
            <translation>Guardar los cambios (Ctrl+S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Discard the changes (Esc)</source>
            <translation>Descartar los cambios (Esc)</translation>
        </message>
        <message>
            <source>Journal, conference or publisher</source>
            <translation>Revista, congreso o editorial</translation>
        </message>
        <message>
            <source>comma, separated, words</source>
            <translation>palabras, separadas, por, comas</translation>
        </message>
        <message>
            <source>Your thoughts on the paper</source>
            <translation>Lo que piensa del artículo</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>&amp;Título</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>&amp;Autores</translation>
        </message>
        <message>
            <source>One name a line: Family, Given</source>
            <translation>Un nombre por línea: Apellidos, Nombre</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>A&amp;ño</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>&amp;Fuente</translation>
        </message>
        <message>
            <source>T&amp;ype</source>
            <translation>T&amp;ipo</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>&amp;Clave de cita</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>&amp;DOI</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>Key&amp;words</source>
            <translation>&amp;Palabras clave</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>&amp;Resumen</translation>
        </message>
        <message>
            <source>**bold**, *italic* and $\LaTeX$ are shown formatted</source>
            <translation>**negrita**, *cursiva* y $\LaTeX$ se muestran con formato</translation>
        </message>
        <message>
            <source>&amp;Notes</source>
            <translation>&amp;Notas</translation>
        </message>
        <message>
            <source>Other &amp;fields</source>
            <translation>Otros &amp;campos</translation>
        </message>
    </context>
    <context>
        <name>detail_view</name>
        <message>
            <source>Edit</source>
            <translation>Editar</translation>
        </message>
        <message>
            <source>Edit every field of this paper (F2)</source>
            <translation>Editar todos los campos de este artículo (F2)</translation>
        </message>
    </context>
    <context>
        <name>fulltext_ui</name>
        <message>
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <source>Stop reading PDFs (what was read is kept; the rest is read later)</source>
            <translation>Dejar de leer PDF (lo leído se conserva; el resto se lee más tarde)</translation>
        </message>
    </context>
    <context>
        <name>language_box</name>
        <message>
            <source>System language</source>
            <translation>Idioma del sistema</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>Papershelf speaks it from its next start.</source>
            <translation>Papershelf lo usará desde su próximo inicio.</translation>
        </message>
    </context>
    <context>
        <name>live_watcher</name>
        <message>
            <source>&amp;Retry</source>
            <translation>&amp;Reintentar</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Search</source>
            <translation>Búsqueda</translation>
        </message>
        <message>
            <source>{selected} of {shown} selected</source>
            <translation>{selected} de {shown} seleccionados</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entrada</numerusform>
                <numerusform>%n entradas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n entries</source>
            <translation>
                <numerusform>{shown} de %n entrada</numerusform>
                <numerusform>{shown} de %n entradas</numerusform>
            </translation>
        </message>
        <message>
            <source>Moving works inside a reading list.</source>
            <translation>Mover solo funciona dentro de una lista de lectura.</translation>
        </message>
        <message numerus="yes">
            <source>Deleted %n entries — Ctrl+Z brings them back.</source>
            <translation>
                <numerusform>%n entrada eliminada: Ctrl+Z la recupera.</numerusform>
                <numerusform>%n entradas eliminadas: Ctrl+Z las recupera.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>multi_edit</name>
        <message>
            <source>Changes here apply to every selected paper; Ctrl+Z undoes each.</source>
            <translation>Los cambios aquí se aplican a cada artículo seleccionado; Ctrl+Z deshace cada uno.</translation>
        </message>
        <message>
            <source>Mark {status}</source>
            <translation>Marcar «{status}»</translation>
        </message>
        <message>
            <source>One value for all of them</source>
            <translation>Un valor para todos</translation>
        </message>
        <message>
            <source>Set for All</source>
            <translation>Aplicar a todos</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Valoración</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Fijar</translation>
        </message>
    </context>
    <context>
        <name>organise_ui</name>
        <message>
            <source>Add Tag…</source>
            <translation>Añadir etiqueta…</translation>
        </message>
        <message>
            <source>Remove Tag</source>
            <translation>Quitar etiqueta</translation>
        </message>
        <message>
            <source>Add to Reading List</source>
            <translation>Añadir a la lista de lectura</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>Nueva lista de lectura…</translation>
        </message>
        <message>
            <source>Remove from This List</source>
            <translation>Quitar de esta lista</translation>
        </message>
        <message>
            <source>Edit List Note…</source>
            <translation>Editar nota de la lista…</translation>
        </message>
        <message>
            <source>New Tag</source>
            <translation>Nueva etiqueta</translation>
        </message>
        <message>
            <source>Name (use / to nest, e.g. ml/rl):</source>
            <translation>Nombre (use / para anidar, p. ej. ml/rl):</translation>
        </message>
        <message>
            <source>Merge Tags</source>
            <translation>Fusionar etiquetas</translation>
        </message>
        <message>
            <source>New Reading List</source>
            <translation>Nueva lista de lectura</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nombre:</translation>
        </message>
        <message>
            <source>Describe Reading List</source>
            <translation>Describir la lista de lectura</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>Nota de la lista</translation>
        </message>
        <message>
            <source>Why is it in this list?</source>
            <translation>¿Por qué está en esta lista?</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>Escriba primero una búsqueda y luego guárdela.</translation>
        </message>
        <message>
            <source>Save Search</source>
            <translation>Guardar búsqueda</translation>
        </message>
        <message>
            <source>Name of the saved search:</source>
            <translation>Nombre de la búsqueda guardada:</translation>
        </message>
        <message>
            <source>Rename Saved Search</source>
            <translation>Renombrar búsqueda guardada</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Nombre nuevo:</translation>
        </message>
        <message>
            <source>Edit Saved Search</source>
            <translation>Editar búsqueda guardada</translation>
        </message>
        <message>
            <source>Query:</source>
            <translation>Consulta:</translation>
        </message>
        <message>
            <source>Choose a reading list first.</source>
            <translation>Elija primero una lista de lectura.</translation>
        </message>
        <message>
            <source>Everything in this list has been read.</source>
            <translation>Todo lo de esta lista está leído.</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>you@university.edu (optional)</source>
            <translation>usted@universidad.es (opcional)</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>opcional</translation>
        </message>
        <message>
            <source>&amp;Add Style File…</source>
            <translation>&amp;Añadir archivo de estilo…</translation>
        </message>
        <message>
            <source>Look up the DOI or arXiv id of PDFs dropped on the list</source>
            <translation>Consultar el DOI o el id de arXiv de los PDF soltados en la lista</translation>
        </message>
        <message>
            <source>Reading a paper's PDF marks an unread paper Reading</source>
            <translation>Leer el PDF de un artículo no leído lo marca como «Leyendo»</translation>
        </message>
        <message>
            <source>Looking papers up online</source>
            <translation>Consultar artículos en línea</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>Correo de &amp;contacto:</translation>
        </message>
        <message>
            <source>Semantic Scholar API &amp;key:</source>
            <translation>&amp;Clave de la API de Semantic Scholar:</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>Archivos adjuntos</translation>
        </message>
        <message>
            <source>&amp;Link files where they are</source>
            <translation>&amp;Enlazar los archivos donde están</translation>
        </message>
        <message>
            <source>&amp;Copy files into the library's folder</source>
            <translation>&amp;Copiar los archivos en la carpeta de la biblioteca</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>&amp;Elegir…</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Carpeta:</translation>
        </message>
        <message>
            <source>Fields as in key patterns: [auth] [year] [title] ...</source>
            <translation>Campos como en los patrones de claves: [auth] [year] [title]...</translation>
        </message>
        <message>
            <source>&amp;Names:</source>
            <translation>&amp;Nombres:</translation>
        </message>
        <message>
            <source>Folder for Copies</source>
            <translation>Carpeta para las copias</translation>
        </message>
        <message>
            <source>Citations</source>
            <translation>Citas</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>E&amp;stilo de cita:</translation>
        </message>
        <message>
            <source>{label} (added)</source>
            <translation>{label} (añadido)</translation>
        </message>
        <message>
            <source>Add Citation Style</source>
            <translation>Añadir estilo de cita</translation>
        </message>
    </context>
    <context>
        <name>reference_preview</name>
        <message>
            <source>Reference · {name}</source>
            <translation>Referencia · {name}</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Referencia</translation>
        </message>
    </context>
    <context>
        <name>related_panel</name>
        <message>
            <source>{percent} alike</source>
            <translation>{percent} parecido</translation>
        </message>
        <message>
            <source> — shared: {words}</source>
            <translation> — en común: {words}</translation>
        </message>
        <message>
            <source>Related paper: {title}, {alike}</source>
            <translation>Artículo relacionado: {title}, {alike}</translation>
        </message>
        <message>
            <source>Suggested:</source>
            <translation>Sugerencias:</translation>
        </message>
        <message>
            <source>Add the tag '{name}' ({why})</source>
            <translation>Añadir la etiqueta «{name}» ({why})</translation>
        </message>
        <message>
            <source>RELATED PAPERS</source>
            <translation>ARTÍCULOS RELACIONADOS</translation>
        </message>
        <message>
            <source>Nothing alike yet</source>
            <translation>Aún no hay nada parecido</translation>
        </message>
    </context>
    <context>
        <name>search_box</name>
        <message>
            <source>Search: words, "phrases", tag:ml, year:&gt;=2022, -word…  (Ctrl+F)</source>
            <translation>Buscar: palabras, "frases", tag:ml, year:&gt;=2022, -palabra…  (Ctrl+F)</translation>
        </message>
        <message>
            <source>How to search</source>
            <translation>Cómo buscar</translation>
        </message>
    </context>
    <context>
        <name>shortcuts_dialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Filter: an action or a key (e.g. “tag”, “Ctrl+T”)</source>
            <translation>Filtro: una acción o una tecla (p. ej. «etiqueta», «Ctrl+T»)</translation>
        </message>
    </context>
    <context>
        <name>sidebar</name>
        <message>
            <source>Filter tags…</source>
            <translation>Filtrar etiquetas…</translation>
        </message>
        <message>
            <source>With all of these tags  ⇄</source>
            <translation>Con todas estas etiquetas  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with all of the selected tags: click to switch to any</source>
            <translation>Se muestran los artículos con todas las etiquetas seleccionadas: haga clic para cambiar a «alguna»</translation>
        </message>
        <message>
            <source>With any of these tags  ⇄</source>
            <translation>Con alguna de estas etiquetas  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with any of the selected tags: click to switch to all</source>
            <translation>Se muestran los artículos con alguna de las etiquetas seleccionadas: haga clic para cambiar a «todas»</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renombrar…</translation>
        </message>
        <message>
            <source>Change Colour…</source>
            <translation>Cambiar color…</translation>
        </message>
        <message>
            <source>Include Again</source>
            <translation>Volver a incluir</translation>
        </message>
        <message>
            <source>Exclude from Results</source>
            <translation>Excluir de los resultados</translation>
        </message>
        <message>
            <source>Delete Tag</source>
            <translation>Eliminar etiqueta</translation>
        </message>
        <message>
            <source>New Tag…</source>
            <translation>Nueva etiqueta…</translation>
        </message>
        <message>
            <source>Read Next</source>
            <translation>Leer el siguiente</translation>
        </message>
        <message>
            <source>Edit Description…</source>
            <translation>Editar descripción…</translation>
        </message>
        <message>
            <source>Keep Exported To…</source>
            <translation>Mantener exportada en…</translation>
        </message>
        <message>
            <source>Stop Keeping Exported</source>
            <translation>Dejar de mantener exportada</translation>
        </message>
        <message>
            <source>Delete List</source>
            <translation>Eliminar lista</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>Nueva lista de lectura…</translation>
        </message>
        <message>
            <source>Sort Tags by Name</source>
            <translation>Ordenar etiquetas por nombre</translation>
        </message>
        <message>
            <source>Sort Tags by Count</source>
            <translation>Ordenar etiquetas por número</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n Tags into '{tag}'</source>
            <translation>
                <numerusform>Fusionar %n etiqueta en «{tag}»</numerusform>
                <numerusform>Fusionar %n etiquetas en «{tag}»</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sidebar_model</name>
        <message>
            <source>Library</source>
            <translation>Biblioteca</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>Listas de lectura</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Búsquedas guardadas</translation>
        </message>
        <message>
            <source>Writing projects</source>
            <translation>Proyectos de escritura</translation>
        </message>
        <message>
            <source>All entries</source>
            <translation>Todas las entradas</translation>
        </message>
        <message numerus="yes">
            <source>Added in the last %n days</source>
            <translation>
                <numerusform>Añadido en el último día</numerusform>
                <numerusform>Añadidos en los últimos %n días</numerusform>
            </translation>
        </message>
        <message>
            <source>Recently added</source>
            <translation>Añadidos recientemente</translation>
        </message>
        <message>
            <source>In no reading list</source>
            <translation>En ninguna lista de lectura</translation>
        </message>
        <message>
            <source>Unfiled</source>
            <translation>Sin lista</translation>
        </message>
        <message>
            <source>Papers with an attached file not found</source>
            <translation>Artículos con un archivo adjunto no encontrado</translation>
        </message>
        <message>
            <source>Missing files</source>
            <translation>Archivos que faltan</translation>
        </message>
    </context>
    <context>
        <name>stats_view</name>
        <message>
            <source>Other</source>
            <translation>Otros</translation>
        </message>
        <message>
            <source>Reading statistics</source>
            <translation>Estadísticas de lectura</translation>
        </message>
        <message>
            <source>Added and read per month</source>
            <translation>Añadidos y leídos por mes</translation>
        </message>
        <message>
            <source>Backlog</source>
            <translation>Pendientes</translation>
        </message>
        <message>
            <source>papers not read yet, at the end of each month</source>
            <translation>artículos aún no leídos, al final de cada mes</translation>
        </message>
        <message>
            <source>Time from added to read</source>
            <translation>Tiempo desde que se añade hasta que se lee</translation>
        </message>
        <message>
            <source>read papers that know when</source>
            <translation>artículos leídos que saben cuándo</translation>
        </message>
        <message>
            <source>By venue</source>
            <translation>Por fuente</translation>
        </message>
        <message>
            <source>green: read</source>
            <translation>verde: leído</translation>
        </message>
        <message>
            <source>By publication year</source>
            <translation>Por año de publicación</translation>
        </message>
        <message>
            <source>By tag</source>
            <translation>Por etiqueta</translation>
        </message>
        <message>
            <source>No tags yet</source>
            <translation>Aún no hay etiquetas</translation>
        </message>
        <message>
            <source>Reading Statistics</source>
            <translation>Estadísticas de lectura</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Exportar PNG…</translation>
        </message>
        <message>
            <source>Show &amp;Numbers…</source>
            <translation>Mostrar &amp;números…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>Exportar estadísticas</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>Imagen PNG (*.png)</translation>
        </message>
    </context>
    <context>
        <name>table_cells</name>
        <message>
            <source>p. {page}</source>
            <translation>p. {page}</translation>
        </message>
        <message>
            <source>p. {page} of {total}</source>
            <translation>p. {page} de {total}</translation>
        </message>
    </context>
    <context>
        <name>tag_editor</name>
        <message>
            <source>Type to find a tag; Enter or comma adds it, Backspace removes the last</source>
            <translation>Escriba para buscar una etiqueta; Intro o una coma la añaden, Retroceso quita la última</translation>
        </message>
    </context>
    <context>
        <name>widgets</name>
        <message>
            <source>{rating} of {most} stars</source>
            <translation>{rating} de {most} estrellas</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>Sin valorar</translation>
        </message>
        <message>
            <source>{rating} — click a star or press 0-5</source>
            <translation>{rating}: haga clic en una estrella o pulse 0-5</translation>
        </message>
        <message>
            <source>Mark as {status}</source>
            <translation>Marcar como «{status}»</translation>
        </message>
    </context>
    <context>
        <name>window_menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>Artícu&amp;lo</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>&amp;Columnas</translation>
        </message>
        <message>
            <source>Ra&amp;ting</source>
            <translation>&amp;Valoración</translation>
        </message>
    </context>
</TS>
